import { WRONG_CURRENT_PASSWORD_MESSAGE, EMAIL_TAKEN_MESSAGE } from '@bytewire/contracts';
import { API_KEY_MESSAGE, apiKeyOf, KeyMatcher } from '@bytewire/service-kit';
import {
  Body,
  ConflictException,
  Controller,
  ForbiddenException,
  Headers,
  HttpCode,
  Logger,
  NotFoundException,
  Param,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import { IdentityConfig } from '../config/identity-config';
import { addressKey, FAILED_SIGN_INS, IdentityLimits } from '../limits/identity-limits';
import { type Account } from './account';
import { EmailChange, PasswordChange } from './account-changes.dto';
import { AccountStore, EMAIL_TAKEN } from './account-store';
import { verifyPassword } from './password-hash';

const SUB = /^[0-9a-f-]{36}$/;

/**
 * The account API the site's APIs call (x-api-key IDENTITY_ACCOUNTS_KEY) when a reader edits
 * the profile: a new password (with the current one), a new address. Never called by browsers.
 * A wrong current password counts as a failed sign-in of the address (FAILED_SIGN_INS).
 */
@Controller('accounts/:sub')
export class AccountsController {
  private readonly logger = new Logger(AccountsController.name);
  private readonly key: KeyMatcher;

  constructor(
    config: IdentityConfig,
    private readonly accounts: AccountStore,
    private readonly limits: IdentityLimits,
  ) {
    this.key = new KeyMatcher(config.identityAccountsKey);
  }

  private async account(
    headers: Record<string, string | string[] | undefined>,
    sub: string,
  ): Promise<Account> {
    if (!this.key.matches(apiKeyOf({ headers }))) throw new UnauthorizedException(API_KEY_MESSAGE);
    const account = SUB.test(sub) ? await this.accounts.findBySub(sub) : undefined;
    if (!account) throw new NotFoundException('No such account');
    return account;
  }

  @Post('password')
  @HttpCode(204)
  async password(
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Param('sub') sub: string,
    @Body() body: PasswordChange,
  ): Promise<void> {
    const account = await this.account(headers, sub);
    // The current password is a password guess too: it counts with the sign-in screen's (429).
    const key = addressKey(account.email);
    await this.limits.check(FAILED_SIGN_INS, key);
    if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
      await this.limits.hit(FAILED_SIGN_INS, key);
      throw new ForbiddenException(WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    await this.accounts.setPassword(sub, body.newPassword);
    this.logger.log({ sub }, 'password changed');
  }

  @Post('email')
  @HttpCode(204)
  async email(
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Param('sub') sub: string,
    @Body() body: EmailChange,
  ): Promise<void> {
    const account = await this.account(headers, sub);
    const changed = await this.accounts.changeEmail(account, body.email);
    if (changed === EMAIL_TAKEN) throw new ConflictException(EMAIL_TAKEN_MESSAGE);
    this.logger.log({ sub }, 'address changed');
  }
}
