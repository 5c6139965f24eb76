import { isEmailAddress } from '@bytewire/contracts';
import { Controller, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement, type ReactElement } from 'react';
import { AccountStore, EMAIL_TAKEN } from '../accounts/account-store';
import { IdentityConfig } from '../config/identity-config';
import { EmailForm, JoinForm, LoginForm } from '../forms/account-forms';
import { UnavailableScreenFilter } from '../http/unavailable-screen.filter';
import { readForm } from '../forms/read-form';
import { addressKey, FAILED_SIGN_INS, IdentityLimits } from '../limits/identity-limits';
import { OidcProvider } from '../oidc/oidc-provider.service';
import { TooManyRequests } from '@bytewire/service-kit';
import { siteGrant } from '../oidc/site-grant';
import { SOCIAL_HINT_PARAM } from '../oidc/provider-configuration';
import { isSocialNetworkId } from '../social/social-networks';
import { WRONG_CREDENTIALS_MESSAGE } from './interaction-messages';
import { InteractionSteps } from './interaction-steps';
import { JoinScreen, PasswordScreen } from './pages/screens';
import { ScreenResponder } from './screen-responder';

/**
 * The sign-in or join screens of an authorisation request (spec 001 s2): the address first,
 * then its password when it has an account, or a new password and the terms when it has none.
 * Every step checks the interaction (oidc-provider's signed cookie) before anything else.
 */
@Controller('interaction')
@UseFilters(UnavailableScreenFilter)
export class InteractionController {
  constructor(
    private readonly oidc: OidcProvider,
    private readonly accounts: AccountStore,
    private readonly screens: ScreenResponder,
    private readonly config: IdentityConfig,
    private readonly limits: IdentityLimits,
    private readonly steps: InteractionSteps,
  ) {}

  /** The address of a step's query, when it is one. */
  private static emailOf(value: unknown): string | undefined {
    return typeof value === 'string' && isEmailAddress(value.trim()) ? value.trim() : undefined;
  }

  @Get(':uid')
  async start(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const details = await this.steps.interaction(uid, request, reply);
    if (!details) return;
    if (details.prompt.name === 'login') {
      // The site's own social buttons name the network: straight there when it is configured.
      const network = details.params[SOCIAL_HINT_PARAM];
      if (isSocialNetworkId(network) && this.config.socialNetwork(network)) {
        return this.screens.seeOther(reply, `/interaction/${uid}/social/${network}`);
      }
      const hint = InteractionController.emailOf(details.params.login_hint);
      this.steps.emailScreen(reply, 200, uid, hint);
      return;
    }
    // Consent, should a grant be missing: the site is first party (see siteGrant).
    const accountId = details.session?.accountId;
    if (!accountId) return this.steps.emailScreen(reply, 200, uid);
    const grant = await siteGrant(
      this.oidc.provider,
      String(details.params.client_id),
      accountId,
      this.config.identityAudience,
      details.grantId,
    );
    await this.steps.finish(request, reply, { consent: { grantId: grant.jti } });
  }

  @Post(':uid/email')
  async email(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    const { form, values, problem } = readForm(EmailForm, request.body);
    if (!form) return this.steps.emailScreen(reply, 400, uid, values.email, problem, 'email');
    const email = form.email.trim();
    const known = await this.accounts.findByEmail(email);
    const step = known ? 'password' : 'join';
    this.screens.seeOther(reply, `/interaction/${uid}/${step}?${new URLSearchParams({ email })}`);
  }

  /** Step 2's screen for the address of the query; without one, back to step 1. */
  private async secondStep(
    uid: string,
    emailQuery: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    screen: (email: string) => ReactElement,
  ): Promise<void> {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    const email = InteractionController.emailOf(emailQuery);
    if (!email) return this.screens.seeOther(reply, `/interaction/${uid}`);
    this.screens.send(reply, 200, screen(email));
  }

  @Get(':uid/password')
  passwordStep(
    @Param('uid') uid: string,
    @Query('email') emailQuery: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.secondStep(uid, emailQuery, request, reply, (email) =>
      createElement(PasswordScreen, { site: this.screens.site, uid, email }),
    );
  }

  @Get(':uid/join')
  joinStep(
    @Param('uid') uid: string,
    @Query('email') emailQuery: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.secondStep(uid, emailQuery, request, reply, (email) =>
      createElement(JoinScreen, {
        site: this.screens.site,
        uid,
        email,
        termsUrl: this.config.termsUrl,
      }),
    );
  }

  @Post(':uid/login')
  async login(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    const { form, values, problem, field } = readForm(LoginForm, request.body);
    const email = InteractionController.emailOf(values.email);
    if (!email) return this.steps.emailScreen(reply, 400, uid, values.email, problem, 'email');
    // `invalid`: the field the message is about (the password, the only one to fix here).
    const again = (status: number, error: string, invalid?: string) =>
      this.screens.send(
        reply,
        status,
        createElement(PasswordScreen, { site: this.screens.site, uid, email, error, invalid }),
      );
    if (!form) return again(400, problem ?? WRONG_CREDENTIALS_MESSAGE, field);
    // An address past its failures takes no password until its window ends, not even the right one.
    const key = addressKey(email);
    try {
      await this.limits.check(FAILED_SIGN_INS, key);
      const account = await this.accounts.signIn(email, form.password);
      if (account)
        return await this.steps.finish(request, reply, { login: { accountId: account.sub } });
      request.log.info({ interaction: uid }, 'sign-in refused: wrong email or password');
      await this.limits.hit(FAILED_SIGN_INS, key);
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      request.log.warn({ interaction: uid }, 'sign-in refused: too many failures for the address');
      void reply.header('retry-after', String(error.retryAfterS));
      return again(429, error.message);
    }
    return again(401, WRONG_CREDENTIALS_MESSAGE, 'password');
  }

  @Post(':uid/join')
  async join(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    const { form, values, problem, field } = readForm(JoinForm, request.body);
    const email = InteractionController.emailOf(values.email);
    if (!email) return this.steps.emailScreen(reply, 400, uid, values.email, problem, 'email');
    if (!form) {
      return this.screens.send(
        reply,
        400,
        createElement(JoinScreen, {
          site: this.screens.site,
          uid,
          email,
          error: problem,
          invalid: field,
          password: values.password,
          termsUrl: this.config.termsUrl,
        }),
      );
    }
    const account = await this.accounts.create(email, form.password);
    if (account === EMAIL_TAKEN) return this.steps.accountExists(reply, uid, email);
    request.log.info({ sub: account.sub }, 'account created');
    await this.steps.finish(request, reply, { login: { accountId: account.sub } });
  }
}
