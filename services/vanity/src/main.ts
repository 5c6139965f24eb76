import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, {
  serviceName: 'vanity',
  defaultPort: DEFAULT_PORTS.vanity,
  openApi: {
    title: 'Bytewire vanity service',
    description: 'Vanity URL lookups; the full contract is at /openapi.yaml.',
  },
});
