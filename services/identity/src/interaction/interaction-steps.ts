import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { createElement } from 'react';
import { IdentityConfig } from '../config/identity-config';
import { INTERACTION_UID_PATTERN } from '../forms/account-forms';
import { OidcProvider } from '../oidc/oidc-provider.service';
import { isRedisUnavailable } from '../store/redis-unavailable';
import { ACCOUNT_EXISTS_MESSAGE, INTERACTION_EXPIRED_MESSAGE } from './interaction-messages';
import { EmailScreen, MessageScreen, PasswordScreen } from './pages/screens';
import { ScreenResponder } from './screen-responder';
import { socialOptions } from './social-options';

/**
 * What every step of a sign-in does (the password screens and the social networks' alike):
 * check the interaction, answer the first screen, and end the interaction with its result.
 */
@Injectable()
export class InteractionSteps {
  constructor(
    private readonly oidc: OidcProvider,
    private readonly screens: ScreenResponder,
    private readonly config: IdentityConfig,
  ) {}

  /**
   * The interaction `uid` names, from oidc-provider's signed cookie (so a step works only in
   * the browser that began it), or undefined after answering the expired screen.
   */
  async interaction(uid: string, request: FastifyRequest, reply: FastifyReply) {
    if (INTERACTION_UID_PATTERN.test(uid)) {
      try {
        const details = await this.oidc.provider.interactionDetails(request.raw, reply.raw);
        if (details.uid === uid) return details;
      } catch (error) {
        // Redis out of reach is no expired sign-in: a 503 (RedisUnavailableFilter).
        if (isRedisUnavailable(error)) throw error;
        // No, expired or forged interaction cookie: the screen below.
      }
    }
    this.expired(reply);
    return undefined;
  }

  /** The screen of a sign-in that cannot go on: started elsewhere, finished, or too old. */
  expired(reply: FastifyReply): void {
    this.screens.send(
      reply,
      400,
      createElement(MessageScreen, {
        site: this.screens.site,
        title: 'Sign-in expired',
        message: INTERACTION_EXPIRED_MESSAGE,
        link: { href: `${this.config.identitySiteUrl}/`, text: `Back to ${this.screens.site}` },
        error: true,
      }),
    );
  }

  /**
   * Step 1: the address, with the social options (and a notice, when a step failed; with
   * `invalid: 'email'` when it is about the address).
   */
  emailScreen(
    reply: FastifyReply,
    status: number,
    uid: string,
    email?: string,
    error?: string,
    invalid?: 'email',
  ) {
    this.screens.send(
      reply,
      status,
      createElement(EmailScreen, {
        site: this.screens.site,
        uid,
        email,
        error,
        invalid,
        socials: socialOptions(this.config, uid),
      }),
    );
  }

  /** An address that already has an account: its password screen says so (409). */
  accountExists(reply: FastifyReply, uid: string, email: string): void {
    this.screens.send(
      reply,
      409,
      createElement(PasswordScreen, {
        site: this.screens.site,
        uid,
        email,
        error: ACCOUNT_EXISTS_MESSAGE,
      }),
    );
  }

  /** Ends the interaction: the browser goes back to the provider, then to the site. */
  async finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ): Promise<void> {
    const redirectTo = await this.oidc.provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    this.screens.seeOther(reply, redirectTo);
  }
}
