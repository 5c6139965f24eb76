import { runService } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { AppModule } from './app.module';

void runService(AppModule, {
  serviceName: 'identity',
  defaultPort: DEFAULT_PORTS.identity,
  openApi: {
    title: 'Bytewire identity provider',
    description:
      'The local OpenID Connect provider: discovery at /oidc/.well-known/openid-configuration; sign-in screens, password reset, outbox.',
  },
});
