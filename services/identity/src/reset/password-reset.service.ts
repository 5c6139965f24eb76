import { Injectable, Logger } from '@nestjs/common';
import { AccountStore } from '../accounts/account-store';
import { IdentityConfig } from '../config/identity-config';
import { addressKey, IdentityLimits, RESET_MAILS } from '../limits/identity-limits';
import { Outbox } from '../mail/outbox';
import { revokeAccount } from '../oidc/redis-adapter';
import { IdentityRedis } from '../store/identity-redis';
import { TooManyRequests } from '@bytewire/service-kit';
import { ResetTokens } from './reset-tokens';

/** The subject of the reset mail. */
export const RESET_MAIL_SUBJECT = 'Reset your password';

/**
 * Password reset: a mailed link to a new-password screen. Asking answers the same whether the
 * address has an account or not, so the form tells nobody who has one; past RESET_MAILS for an
 * address no mail goes, and the answer is still the same.
 */
@Injectable()
export class PasswordReset {
  private readonly logger = new Logger(PasswordReset.name);
  private readonly site: string;

  constructor(
    private readonly accounts: AccountStore,
    private readonly tokens: ResetTokens,
    private readonly outbox: Outbox,
    private readonly config: IdentityConfig,
    private readonly limits: IdentityLimits,
    private readonly redis: IdentityRedis,
  ) {
    this.site = config.publicationName;
  }

  async request(email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account) {
      this.logger.log('password reset asked for an address with no account');
      return;
    }
    try {
      await this.limits.hit(RESET_MAILS, addressKey(email));
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      this.logger.warn({ sub: account.sub }, 'password reset mail not sent: limit reached');
      return;
    }
    const token = await this.tokens.issue(account.sub);
    const link = `${this.config.identityPublicUrl}/reset/${token}`;
    await this.outbox.send({
      to: account.email,
      subject: RESET_MAIL_SUBJECT,
      text: [
        `Someone asked to reset the password of your ${this.site} account.`,
        `Choose a new password here (the link works once, for an hour): ${link}`,
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n\n'),
    });
  }

  /**
   * Sets the new password of the token's account and signs it out everywhere (whoever knew the
   * old password keeps no session); false when the token is spent or unknown.
   */
  async complete(token: string, password: string): Promise<boolean> {
    const sub = await this.tokens.take(token);
    if (!sub) return false;
    await this.accounts.setPassword(sub, password);
    const ended = await revokeAccount(this.redis.client, sub);
    this.logger.log({ sub, ended }, 'password reset; sessions and grants ended');
    return true;
  }
}
