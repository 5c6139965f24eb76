import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, {
  serviceName: 'experiments',
  defaultPort: DEFAULT_PORTS.experiments,
  openApi: {
    title: 'Bytewire experiments service',
    description: 'A/B test decisions and feature flags; the full contract is at /openapi.yaml.',
  },
});
