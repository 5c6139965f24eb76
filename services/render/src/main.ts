import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule, SERVICE_NAME } from './app.module';

void runService(AppModule, {
  serviceName: SERVICE_NAME,
  defaultPort: DEFAULT_PORTS.render,
  openApi: {
    description: 'Server rendering of the Bytewire site: the HTML of every page.',
  },
});
