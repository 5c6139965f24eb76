import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';

/**
 * Paths answered on any host name: probes and scrapers (`/health/*`, `/metrics`, the OpenAPI
 * document), the site's APIs (`/api/*`: called by scripts, the newsletter proxy, the content
 * platform's purge) and the analytics beacons (a redirect would lose the event).
 */
const ANY_HOST_PREFIXES = ['/health/', '/api/', '/analytics/'];
const ANY_HOST_PATHS = new Set(['/health', '/metrics', '/openapi.yaml']);

/** Whether a request is one for the site's pages that belongs on the public host. */
export function isCanonicalisable(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!path.startsWith('/')) return false;
  if (ANY_HOST_PATHS.has(path) || path.startsWith('/metrics/')) return false;
  return !ANY_HOST_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * `host` (as a Host header or X-Forwarded-Host gives it) as URL.host puts it, for `protocol`:
 * lower case, the scheme's default port left out; undefined for one that is no host at all.
 */
export function normalisedHost(host: string, protocol: string): string | undefined {
  if (host === '' || /[\s/?#@\\]/.test(host)) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * The redirect of a page request on another host name (127.0.0.1, a pod IP, an old domain) to
 * the same path and query on PUBLIC_URL's origin, before anything else is done: a reader then
 * signs in on the site's one origin, the only one the identity provider sends back to
 * (`redirect_uri`), and keeps one set of cookies and one page cache. 301 (permanent; GET and
 * HEAD only, so the method needs no 308). The host compared is `request.host`, which follows
 * X-Forwarded-Host only from the peers TRUST_PROXY names; only the host (name and port) is
 * compared, never the scheme (behind a TLS-terminating ingress the gateway itself sees http).
 * Probes, scrapers, APIs, beacons and non-GET requests are answered on any host
 * (`isCanonicalisable`). Off unless CANONICAL_HOST_REDIRECT is on.
 */
@Injectable()
export class CanonicalHost implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.canonicalHostRedirect) return;
    const publicUrl = new URL(this.config.publicUrl);
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!this.belongsElsewhere(request, publicUrl)) return done();
      void reply
        .code(301)
        .header('location', `${publicUrl.origin}${request.url}`)
        .header('cache-control', 'public, max-age=3600')
        .send();
    });
  }

  private belongsElsewhere(request: FastifyRequest, publicUrl: URL): boolean {
    if (!isCanonicalisable(request.method, request.url)) return false;
    return normalisedHost(request.host, publicUrl.protocol) !== publicUrl.host;
  }
}
