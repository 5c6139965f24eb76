import { Module } from '@nestjs/common';
import { AccessTokens } from './auth/access-tokens';
import { ContactController } from './contact/contact.controller';
import { ReaderGuard } from './auth/reader.guard';
import { DiscussionApi } from './discussion/discussion-api';
import { DiscussionController } from './discussion/discussion.controller';
import { EmailShareCaptcha } from './email-share/captcha';
import { EmailShareController } from './email-share/email-share.controller';
import { RateLimits } from './forms/rate-limits';
import { Outbox } from './mail/outbox';
import { RedisReadiness } from './health/redis-readiness';
import { NoStoreByDefault } from './http/no-store';
import { IdentityAccounts } from './identity/identity-accounts';
import { NewslettersController } from './newsletters/newsletters.controller';
import { SubscriptionStore } from './newsletters/subscription-store';
import { AvatarController } from './profile/avatar.controller';
import { ProfileController } from './profile/profile.controller';
import { ProfileStore } from './profile/profile-store';
import { SitePipe } from './site/site.pipe';
import { ProxyRedis } from './store/proxy-redis';
import { ReadersKeyspaceMove } from './store/readers-keyspace-move';
import { ProxyConfig } from './config/proxy-config';
import { LocalReaders } from './readers/local-readers';
import { ReadersBackend } from './readers/readers-backend';
import { UpstreamReaders } from './upstream/upstream-readers';

/**
 * Newsletters, profiles, avatars and discussion sign-on for the signed-in reader; email-a-friend
 * and the contact form.
 */
@Module({
  controllers: [
    NewslettersController,
    ProfileController,
    AvatarController,
    DiscussionController,
    EmailShareController,
    ContactController,
  ],
  providers: [
    ProxyRedis,
    ReadersKeyspaceMove,
    RedisReadiness,
    AccessTokens,
    ReaderGuard,
    SitePipe,
    SubscriptionStore,
    ProfileStore,
    IdentityAccounts,
    NoStoreByDefault,
    EmailShareCaptcha,
    RateLimits,
    Outbox,
    DiscussionApi,
    LocalReaders,
    UpstreamReaders,
    {
      provide: ReadersBackend,
      inject: [ProxyConfig, LocalReaders, UpstreamReaders],
      useFactory: (config: ProxyConfig, local: LocalReaders, upstream: UpstreamReaders) =>
        config.newsletterUpstreamUrl ? upstream : local,
    },
  ],
})
export class ProxyModule {}
