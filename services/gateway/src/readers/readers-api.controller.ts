import { EMAIL_SHARE_TOKEN_COOKIE } from '@bytewire/contracts';
import { All, Controller, Req, Res } from '@nestjs/common';
import { serialize } from 'cookie';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardablePath } from '../edge/forwardable-path';
import { sendJsonError, sendMethodNotAllowed } from '../edge/responses';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding } from '../upstreams/json-proxy';
import { cookiesOf } from '../request/request-cookies';
import { emailFormOf } from './email-form-body';
import { ReadersApiUpstream } from '../upstreams/readers-api.upstream';

/** What a reader's call may do: read, subscribe (POST), edit the profile (PUT). */
const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT']);

/**
 * The client headers the newsletter proxy gets: content negotiation, the body's type, the
 * reader's access token and the user agent. Never cookies.
 */
export const READERS_API_CLIENT_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'authorization',
  'if-none-match',
  'user-agent',
] as const;

export const READERS_API_UNAVAILABLE = 'Reader accounts are not available on this site';

/** Email-a-friend's request header: a cross-site form cannot send it. */
const EMAIL_SHARE_CLIENT_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'user-agent',
  'x-requested-with',
] as const;

/** Of the client's cookies, only the email share form's token goes on (double submit). */
function formTokenCookie(request: FastifyRequest): Record<string, string> {
  const token = cookiesOf(request)[EMAIL_SHARE_TOKEN_COOKIE];
  return token ? { cookie: serialize(EMAIL_SHARE_TOKEN_COOKIE, token) } : {};
}

/**
 * The signed-in reader's APIs (spec 001 s7: newsletters, subscriptions, journeys, the user
 * profile, discussion sign-on) for the browser: `/api/neutron/newsletters/*` and
 * `/api/neutron/users/*` go to the newsletter proxy, which checks the access token itself; so
 * does email-a-friend (`/user/email-friend/*`), with its form token's cookie only.
 */
@ApiExcludeController()
@Controller()
export class ReadersApiController {
  private readonly forwarding: Forwarding;
  private readonly emailShare: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    private readonly upstream: ReadersApiUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(upstream, READERS_API_CLIENT_HEADERS);
    this.emailShare = {
      ...jsonProxyForwarding(upstream, EMAIL_SHARE_CLIENT_HEADERS),
      requestHeaders: formTokenCookie,
      // Checked in emailFriend first: only a form of text fields gets here.
      body: (request) => {
        const form = emailFormOf(request);
        return form?.ok ? form : undefined;
      },
    };
  }

  private forward(request: FastifyRequest, reply: FastifyReply, forwarding: Forwarding): void {
    if (!METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    if (!this.upstream.configured) return sendJsonError(reply, 503, READERS_API_UNAVAILABLE);
    const target = forwardablePath(request);
    if (!target) return forwarding.onRefused(reply);
    this.forwarder.forward(request, reply, target, forwarding);
  }

  @All(['api/neutron/newsletters/*', 'api/neutron/users/*'])
  proxy(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    this.forward(request, reply, this.forwarding);
  }

  /**
   * Email-a-friend (spec 001 s7): its challenge and `POST /user/email-friend/xhr/`; the contact
   * form (`/contact/`): its token and `POST /user/contact/xhr/`. Both forms carry the same token.
   */
  @All(['user/email-friend/*', 'user/contact/*'])
  emailFriend(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const form = emailFormOf(request);
    if (form?.ok === false) return sendJsonError(reply, form.statusCode, form.message);
    this.forward(request, reply, this.emailShare);
  }
}
