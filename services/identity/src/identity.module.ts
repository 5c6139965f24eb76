import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdentityLimits } from './limits/identity-limits';
import { AccountStore } from './accounts/account-store';
import { AccountsController } from './accounts/accounts.controller';
import { RedisReadiness } from './health/redis-readiness';
import { RedisUnavailableInterceptor } from './http/redis-unavailable.interceptor';
import { InteractionController } from './interaction/interaction.controller';
import { InteractionSteps } from './interaction/interaction-steps';
import { ScreenResponder } from './interaction/screen-responder';
import { Outbox } from './mail/outbox';
import { OutboxController } from './mail/outbox.controller';
import { OidcProvider } from './oidc/oidc-provider.service';
import { PasswordReset } from './reset/password-reset.service';
import { ResetController } from './reset/reset.controller';
import { ResetTokens } from './reset/reset-tokens';
import { StaticController } from './static/static.controller';
import { SocialAccounts } from './social/social-accounts';
import { SocialClients } from './social/social-clients';
import { SocialFlows } from './social/social-flows';
import { SocialController } from './social/social.controller';
import { IdentityKeyspaceMove } from './store/identity-keyspace-move';
import { IdentityRedis } from './store/identity-redis';

/** The provider, its screens, accounts, social sign-in, password reset and the outbox. */
@Module({
  controllers: [
    InteractionController,
    ResetController,
    OutboxController,
    StaticController,
    AccountsController,
    SocialController,
  ],
  providers: [
    IdentityRedis,
    IdentityKeyspaceMove,
    { provide: APP_INTERCEPTOR, useClass: RedisUnavailableInterceptor },
    IdentityLimits,
    RedisReadiness,
    AccountStore,
    Outbox,
    ResetTokens,
    PasswordReset,
    OidcProvider,
    ScreenResponder,
    InteractionSteps,
    SocialClients,
    SocialFlows,
    SocialAccounts,
  ],
})
export class IdentityModule {}
