import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, { serviceName: 'content', defaultPort: DEFAULT_PORTS.content });
