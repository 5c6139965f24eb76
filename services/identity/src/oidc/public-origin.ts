import type { Middleware } from 'koa';
import type Provider from 'oidc-provider';

/**
 * How long caches (browsers, verifiers, CDNs) may keep the discovery document and the JWKS.
 * Short on purpose: a rotated signing key reaches every verifier within five minutes, so a new
 * key is published (IDENTITY_SIGNING_KEY) at least that long before it signs, and a verifier
 * meeting an unknown `kid` refetches anyway.
 */
export const PUBLIC_METADATA_CACHE_CONTROL = 'public, max-age=300';

/** The provider's documents that say the same to every reader: cacheable. */
const PUBLIC_METADATA_PATHS = new Set(['/.well-known/openid-configuration', '/jwks']);

/**
 * oidc-provider builds every URL it answers (discovery's endpoints, the resume URL of an
 * interaction, logout forms) from the request (`ctx.href`: koa's protocol and host, which
 * follow Host, or X-Forwarded-Host and -Proto when `provider.proxy` is on). This pins them to
 * the configured public URL (IDENTITY_PUBLIC_URL), whatever Host the request came with: a
 * request on another name (an address, a pod IP, a forged Host) gets the same document, never
 * endpoints on a host the attacker chose. `ctx.secure` follows the public URL's scheme too, so
 * that the provider's cookies are `Secure` exactly when readers reach it on https.
 */
export function pinnedToPublicUrl(publicUrl: string): Middleware {
  const { protocol, host } = new URL(publicUrl);
  const scheme = protocol.slice(0, -1);
  const origin = `${scheme}://${host}`;
  return async (ctx, next) => {
    const request = ctx.request;
    Object.defineProperties(request, {
      protocol: { value: scheme, configurable: true },
      host: { value: host, configurable: true },
      // Also for an absolute-form request target (`GET http://evil.example/… HTTP/1.1`),
      // which koa's href would otherwise return as is.
      href: {
        get: () => {
          const url = request.originalUrl;
          return url.startsWith('/')
            ? `${origin}${url}`
            : `${origin}${request.path}${request.search}`;
        },
        configurable: true,
      },
    });
    await next();
  };
}

/** `Cache-Control` on the discovery document and the JWKS (PUBLIC_METADATA_CACHE_CONTROL). */
export const cacheablePublicMetadata: Middleware = async (ctx, next) => {
  await next();
  if (
    ctx.status === 200 &&
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    PUBLIC_METADATA_PATHS.has(ctx.path)
  ) {
    ctx.set('cache-control', PUBLIC_METADATA_CACHE_CONTROL);
  }
};

/** Both, before any of the provider's own routes. */
export function servePublicUrlOnly(provider: Provider, publicUrl: string): void {
  provider.use(pinnedToPublicUrl(publicUrl));
  provider.use(cacheablePublicMetadata);
}
