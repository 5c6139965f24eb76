import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, { serviceName: 'gateway', defaultPort: DEFAULT_PORTS.gateway });
