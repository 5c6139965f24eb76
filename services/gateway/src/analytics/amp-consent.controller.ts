import { setRouteLabel } from '@bytewire/service-kit';
import { AMP_CONSENT_INSTANCE, AMP_CONSENT_PATH } from '@bytewire/site/analytics';
import { CONSENT_COOKIE } from '@bytewire/site/consent';
import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { sendJsonError } from '../edge/responses';
import { single } from '../request/first-value';
import { cookiesOf } from '../request/request-cookies';
import { ampConsentState, ampCorsHeaders, consentCookieAfter } from './amp-consent';
import { jsonBodyOf } from './json-body';

/** The body of an amp-consent call (JSON, as text/plain too): its instance, and on an update the reader's choice. */
function consentBody(raw: unknown): { instance?: unknown; value?: unknown } {
  const body = jsonBodyOf(raw);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const { consentInstanceId, consentStateValue } = body as Record<string, unknown>;
  return { instance: consentInstanceId, value: consentStateValue };
}

/**
 * amp-consent's endpoints for AMP pages (web/src/amp/amp-analytics-config.ts): the consent
 * state the site knows (`checkConsentHref`) and the reader's choice made on an AMP page
 * (`onUpdateHref`), both in the site's consent cookie, so that a choice made on either kind of
 * page holds on the other.
 */
@Controller()
export class AmpConsentController {
  private readonly siteOrigin: string;

  constructor(config: GatewayConfig) {
    this.siteOrigin = config.publicOrigin;
  }

  /** AMP's CORS headers set on the reply; false (and a 403 sent) for a caller not allowed. */
  private cors(request: FastifyRequest, reply: FastifyReply): boolean {
    const query = request.query as Record<string, string | string[] | undefined>;
    const headers = ampCorsHeaders(
      single(request.headers.origin),
      single(query.__amp_source_origin),
      this.siteOrigin,
    );
    if (!headers) {
      sendJsonError(reply, 403, 'Not an origin of this site or of an AMP cache');
      return false;
    }
    void reply.headers({ ...headers, 'cache-control': 'no-store' });
    return true;
  }

  @ApiExcludeEndpoint()
  @Post(AMP_CONSENT_PATH)
  check(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    setRouteLabel(request, 'analytics:amp-consent');
    if (!this.cors(request, reply)) return;
    if (consentBody(request.body).instance !== AMP_CONSENT_INSTANCE) {
      return sendJsonError(reply, 400, `consentInstanceId must be ${AMP_CONSENT_INSTANCE}`);
    }
    void reply.code(200).send({
      consentRequired: true,
      consentStateValue: ampConsentState(cookiesOf(request)[CONSENT_COOKIE]),
      expireCache: true,
    });
  }

  @ApiExcludeEndpoint()
  @Post(`${AMP_CONSENT_PATH}/update`)
  update(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    setRouteLabel(request, 'analytics:amp-consent');
    if (!this.cors(request, reply)) return;
    const { instance, value } = consentBody(request.body);
    if (instance !== AMP_CONSENT_INSTANCE) {
      return sendJsonError(reply, 400, `consentInstanceId must be ${AMP_CONSENT_INSTANCE}`);
    }
    if (value !== 'accepted' && value !== 'rejected') {
      return void reply.code(204).send(); // dismissed, or no choice: nothing to keep
    }
    void reply
      .header(
        'set-cookie',
        consentCookieAfter(cookiesOf(request)[CONSENT_COOKIE], value === 'accepted'),
      )
      .code(204)
      .send();
  }
}
