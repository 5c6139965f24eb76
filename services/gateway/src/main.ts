import { runService } from '@bytewire/service-kit';
import { AppModule } from './app.module';

void runService(AppModule, { serviceName: 'gateway', defaultPort: 3000 });
