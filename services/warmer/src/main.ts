import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, {
  serviceName: 'warmer',
  defaultPort: DEFAULT_PORTS.warmer,
  openApi: {
    title: 'Bytewire page warmer',
    description: 'Keeps door pages warm in the page cache; operators see its queue at /queues.',
  },
});
