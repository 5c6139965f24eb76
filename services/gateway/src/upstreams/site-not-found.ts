/**
 * The site's 404 page for the paths the gateway answers itself (a malformed escape, an encoded
 * slash, a dot segment: paths no upstream may see). The reader's path never goes on: render is
 * asked for one fixed path of no route, with the reader's page headers (edition, device, the
 * terms cookie), and its 404 page (header, footer, the site's styles) is passed on with status
 * 404, never cached. Render down, slow (a short budget of its own) or answering anything but
 * its 404 page: the gateway's own small page.
 */
import { cacheControlFor, matchPath } from '@bytewire/routes';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { sendErrorPage } from '../edge/error-page';
import { forwardableSitePath, type ForwardablePath } from '../edge/forwardable-path';
import { Forwarder, type Forwarding } from './forwarder';
import { PAGE_HEADERS } from './page-headers';
import { Upstream } from './upstream';

/** A path of no route, rendered as the site's 404 page by render. */
export const NOT_FOUND_PAGE_PATH = '/_error/not-found/';

/** A 404 page is worth a short wait only: past this, the gateway's own page. */
export const NOT_FOUND_PAGE_TIMEOUT_MS = 2000;

/** render under the 404 page's own budget (the same service: `render` in the metrics). */
class NotFoundPageUpstream extends Upstream {
  constructor(config: GatewayConfig) {
    super('render', config.renderUrl, Math.min(config.renderTimeoutMs, NOT_FOUND_PAGE_TIMEOUT_MS));
  }
}

function fixedTarget(): ForwardablePath {
  const target = forwardableSitePath(NOT_FOUND_PAGE_PATH);
  // Both are constants: a failure here is a programming error, caught by the tests.
  if (!target || matchPath(NOT_FOUND_PAGE_PATH).kind !== 'not-found') {
    throw new Error(`${NOT_FOUND_PAGE_PATH} must be a forwardable path of no route`);
  }
  return target;
}

@Injectable()
export class SiteNotFoundPage {
  private readonly target = fixedTarget();
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    config: GatewayConfig,
  ) {
    const fallback = (reply: FastifyReply) => sendErrorPage(reply, 404, config.publicationName);
    this.forwarding = {
      upstream: new NotFoundPageUpstream(config),
      // What render needs of the reader's request for the page's chrome.
      clientHeaders: PAGE_HEADERS,
      cacheControl: () => cacheControlFor(undefined),
      compressHtml: true,
      acceptStatus: (status) => status === 404,
      onRefused: fallback,
      onFailure: fallback,
      onBadAnswer: fallback,
    };
  }

  /** Answers the site's 404 page; `request` gives only the page headers and the request id. */
  send(request: FastifyRequest, reply: FastifyReply): void {
    this.forwarder.forward(request, reply, this.target, this.forwarding);
  }
}
