import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, {
  serviceName: 'newsletter-proxy',
  defaultPort: DEFAULT_PORTS.newsletterProxy,
  openApi: {
    title: 'Bytewire newsletter proxy',
    description:
      'The signed-in reader’s APIs: newsletters and subscriptions, the user profile, discussion single sign-on.',
  },
});
