import { Controller, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { EMAIL_TAKEN } from '../accounts/account-store';
import { IdentityConfig } from '../config/identity-config';
import { SocialJoinForm } from '../forms/account-forms';
import { readForm } from '../forms/read-form';
import { UnavailableScreenFilter } from '../http/unavailable-screen.filter';
import {
  socialCancelledMessage,
  socialFailedMessage,
  socialNoEmailMessage,
} from '../interaction/interaction-messages';
import { InteractionSteps } from '../interaction/interaction-steps';
import { SocialJoinScreen } from '../interaction/pages/screens';
import { ScreenResponder } from '../interaction/screen-responder';
import { SocialAccounts } from './social-accounts';
import { SocialClients, SocialNetworkFailure } from './social-clients';
import { SocialFlows, type SocialTrip } from './social-flows';
import type { SocialIdentity } from './social-identity';
import { isSocialNetworkId, SOCIAL_NETWORK_NAMES, type SocialNetwork } from './social-networks';

/** Parameters of a network's answer passed on from the callback to the interaction. */
const ANSWER_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const;
const MAX_ANSWER_PARAM_LENGTH = 2048;

/**
 * Sign-in with a social network (spec 001 s2's two options), inside the provider's sign-in:
 * from the first screen to the network (state, nonce and PKCE kept here), back to the one
 * callback registered with it, on to the interaction the trip began in (whose cookie proves it
 * is the same browser), then to the reader's account, or to the terms for a new reader.
 */
@Controller()
@UseFilters(UnavailableScreenFilter)
export class SocialController {
  constructor(
    private readonly config: IdentityConfig,
    private readonly steps: InteractionSteps,
    private readonly screens: ScreenResponder,
    private readonly clients: SocialClients,
    private readonly flows: SocialFlows,
    private readonly accounts: SocialAccounts,
  ) {}

  private network(id: string): SocialNetwork | undefined {
    return isSocialNetworkId(id) ? this.config.socialNetwork(id) : undefined;
  }

  @Get('interaction/:uid/social/:network')
  async leave(
    @Param('uid') uid: string,
    @Param('network') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    const network = this.network(id);
    if (!network) return this.steps.emailScreen(reply, 404, uid);
    const trip = await this.flows.begin(network.id, uid);
    try {
      const url = await this.clients.authorizationUrl(network, trip);
      request.log.info({ interaction: uid, network: network.id }, 'social sign-in: to the network');
      this.screens.seeOther(reply, url.href);
    } catch (error) {
      this.failed(request, reply, uid, network, error);
    }
  }

  /** The redirect URI registered with the network: on to the interaction the trip began in. */
  @Get('social/:network/callback')
  async callback(
    @Param('network') id: string,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const trip = await this.flows.peek(query.state);
    if (!trip || trip.network !== id) return this.steps.expired(reply);
    const answer = answerOf(query);
    this.screens.seeOther(
      reply,
      `/interaction/${trip.uid}/social/${trip.network}/return?${answer}`,
    );
  }

  @Get('interaction/:uid/social/:network/return')
  async back(
    @Param('uid') uid: string,
    @Param('network') id: string,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    // Spent here: an answer is taken once, and only by the interaction that sent the reader.
    const trip = await this.flows.take(query.state);
    const network = this.network(id);
    if (!trip || trip.uid !== uid || trip.network !== id || !network) {
      request.log.warn({ interaction: uid }, 'social sign-in: unknown, spent or foreign state');
      return this.steps.expired(reply);
    }
    const name = SOCIAL_NETWORK_NAMES[network.id];
    if (typeof query.error === 'string') {
      request.log.info(
        { interaction: uid, network: network.id, error: query.error.slice(0, 100) },
        'social sign-in: the network said no',
      );
      return this.steps.emailScreen(reply, 200, uid, undefined, socialCancelledMessage(name));
    }
    let identity: SocialIdentity;
    try {
      identity = await this.clients.identify(network, answerOf(query), trip);
    } catch (error) {
      return this.failed(request, reply, uid, network, error);
    }
    await this.signIn(request, reply, trip, identity);
  }

  private async signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    trip: SocialTrip,
    identity: SocialIdentity,
  ): Promise<void> {
    const { uid } = trip;
    const name = SOCIAL_NETWORK_NAMES[trip.network];
    const outcome = await this.accounts.resolve(identity);
    switch (outcome.kind) {
      case 'account':
        request.log.info({ sub: outcome.account.sub, network: trip.network }, 'social sign-in');
        return this.steps.finish(request, reply, { login: { accountId: outcome.account.sub } });
      case 'no-email':
        return this.steps.emailScreen(reply, 400, uid, undefined, socialNoEmailMessage(name));
      case 'address-taken':
        return this.steps.accountExists(reply, uid, outcome.email);
      case 'new': {
        const join = await this.flows.holdJoin({ uid, identity });
        return this.joinScreen(reply, 200, uid, name, outcome.email, join);
      }
    }
  }

  /** A new reader of a network accepts the terms; the account is made and signed in. */
  @Post('interaction/:uid/social-join')
  async join(
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    if (!(await this.steps.interaction(uid, request, reply))) return;
    const { form, values, problem, field } = readForm(SocialJoinForm, request.body);
    const pending = await this.flows.pendingJoin(values.join, uid);
    if (!pending) return this.steps.expired(reply);
    const { identity } = pending;
    const email = identity.email ?? '';
    if (!form) {
      const name = SOCIAL_NETWORK_NAMES[identity.network];
      return this.joinScreen(reply, 400, uid, name, email, String(values.join), problem, field);
    }
    const account = await this.accounts.join({ ...identity, email });
    await this.flows.dropJoin(form.join);
    if (account === EMAIL_TAKEN) return this.steps.accountExists(reply, uid, email);
    request.log.info({ sub: account.sub, network: identity.network }, 'account created');
    await this.steps.finish(request, reply, { login: { accountId: account.sub } });
  }

  private joinScreen(
    reply: FastifyReply,
    status: number,
    uid: string,
    network: string,
    email: string,
    join: string,
    error?: string,
    invalid?: string,
  ) {
    this.screens.send(
      reply,
      status,
      createElement(SocialJoinScreen, {
        site: this.screens.site,
        uid,
        network,
        email,
        join,
        error,
        invalid,
        termsUrl: this.config.termsUrl,
      }),
    );
  }

  private failed(
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
    network: SocialNetwork,
    error: unknown,
  ) {
    if (!(error instanceof SocialNetworkFailure)) throw error;
    request.log.warn(
      { interaction: uid, network: network.id, reason: error.message },
      'social sign-in failed',
    );
    const message = socialFailedMessage(SOCIAL_NETWORK_NAMES[network.id]);
    this.steps.emailScreen(reply, 502, uid, undefined, message);
  }
}

/** The parameters of a network's answer, each a string of sane length; nothing else. */
function answerOf(query: Record<string, unknown>): URLSearchParams {
  const answer = new URLSearchParams();
  for (const name of ANSWER_PARAMS) {
    const value = query[name];
    if (typeof value === 'string' && value.length <= MAX_ANSWER_PARAM_LENGTH) {
      answer.set(name, value);
    }
  }
  return answer;
}
