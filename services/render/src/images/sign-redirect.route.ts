/**
 * GET /images/sign{encoded path}?{sorted params}: a redirect to the signed resize URL of that
 * request (spec 000 s7), for the images the browser renders on client-side navigations. The
 * browser holds no signing key (it would be in every page); this signs only what a page of
 * the site would have signed itself (`checkSiteResize`: the site's sizes at its srcset
 * factors, the gravity and format parameters resizeUrl writes), so it is no open resizer.
 * Anything else is a 400 naming the rule. The signature changes only with the key: the
 * redirect may be cached for a day.
 */
import { checkSiteResize, SIGN_REDIRECT_PREFIX, signedResizeUrl } from '@bytewire/media';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import { addJsonRoute, hasMalformedUrl, receivedUrl } from '@bytewire/service-kit';
import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ImageSettings } from './image-settings';

/** A day: long enough for a CDN to absorb the redirects, short beside a key rotation. */
export const SIGN_REDIRECT_MAX_AGE_S = 24 * 60 * 60;

@Injectable()
export class SignRedirectRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly images: ImageSettings,
  ) {}

  onModuleInit(): void {
    const sign = nodeHmacSha1Signer(this.images.signingKey);
    addJsonRoute(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      method: 'GET',
      url: `${SIGN_REDIRECT_PREFIX}/*`,
      handler: (request, reply) => {
        if (hasMalformedUrl(request)) {
          throw new BadRequestException('the image path has a malformed percent-encoding');
        }
        const check = checkSiteResize(receivedUrl(request).slice(SIGN_REDIRECT_PREFIX.length));
        if (!check.ok) throw new BadRequestException(check.problem);
        const signed = signedResizeUrl(
          this.images.hosts,
          check.request,
          sign(check.request.signedString),
        );
        return reply
          .header('cache-control', `public, max-age=${SIGN_REDIRECT_MAX_AGE_S}`)
          .redirect(signed, 302);
      },
    });
  }
}
