/**
 * The content security policy of a page (helmet). The web app's pages run only scripts that
 * carry the page's nonce (the bootstrap modules, the hydration data) and what those scripts
 * load ('strict-dynamic': code-split chunks, the discussion embed, consented tags); no inline
 * handler runs. AMP pages run only the AMP runtime and its extensions. The nonce is new on
 * every render; a cached copy of a page keeps its header with it (see the gateway's cache).
 */
import { baseContentSecurityPolicy } from '@bytewire/service-kit';
import { contentSecurityPolicy } from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PagePolicySettings {
  /** The site's public URL (https turns upgrade-insecure-requests on). */
  publicUrl: string;
  /** Origins images are resized at (http ones, on a developer's machine, are named). */
  imageHosts: readonly string[];
  /** The OpenID Connect issuer the browser fetches discovery and tokens from. */
  issuer?: string;
}

/** Which policy a document gets. */
export type PageScripts = 'app' | 'amp';

type NoncedResponse = ServerResponse & { cspNonce?: string };

/** The AMP runtime and its extensions' origin. */
const AMP_CDN = 'https://cdn.ampproject.org/';

/** 128 bits, fresh per render: a nonce nobody can guess ahead of the page. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

function plainHttpOrigins(origins: readonly (string | undefined)[]): string[] {
  return origins.flatMap((origin) =>
    origin && new URL(origin).protocol === 'http:' ? [new URL(origin).origin] : [],
  );
}

/** Directives both kinds of page share: where images, media, frames and requests may go. */
function sharedDirectives({ publicUrl, imageHosts, issuer }: PagePolicySettings) {
  const images = plainHttpOrigins(imageHosts);
  return {
    ...baseContentSecurityPolicy(publicUrl),
    // Article bodies and avatars show images from many https hosts; resize hosts by name.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...images],
    // Video files and their HLS segments live on https hosts the content names (hls.js fetches
    // segments and feeds them to the player through blob: URLs).
    mediaSrc: ["'self'", 'blob:', 'https:', ...images],
    connectSrc: ["'self'", 'https:', ...plainHttpOrigins([issuer])],
    // The discussion embed, video embeds and consented third parties frame their content.
    frameSrc: ["'self'", 'https:'],
    workerSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    manifestSrc: ["'self'"],
    // React sets style attributes; the AMP boilerplate and stylesheet are inline <style>s.
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrcAttr: ["'none'"],
  };
}

export class PageSecurityPolicy {
  private readonly app: ReturnType<typeof contentSecurityPolicy>;
  private readonly amp: ReturnType<typeof contentSecurityPolicy>;

  constructor(settings: PagePolicySettings) {
    const shared = sharedDirectives(settings);
    this.app = contentSecurityPolicy({
      useDefaults: false,
      directives: {
        ...shared,
        // The nonce and 'strict-dynamic' decide in every current browser; 'self' and https:
        // are what browsers without 'strict-dynamic' (CSP level 2) fall back to.
        scriptSrc: [
          (_req, res) => `'nonce-${(res as NoncedResponse).cspNonce}'`,
          "'strict-dynamic'",
          "'self'",
          'https:',
        ],
      },
    });
    this.amp = contentSecurityPolicy({
      useDefaults: false,
      directives: { ...shared, scriptSrc: [AMP_CDN, 'blob:'] },
    });
  }

  /** Sets the policy of a `scripts` document on the response, with the nonce of its scripts. */
  apply(scripts: PageScripts, req: IncomingMessage, res: ServerResponse, nonce: string): void {
    (res as NoncedResponse).cspNonce = nonce;
    const setHeader = scripts === 'amp' ? this.amp : this.app;
    setHeader(req, res, (error?: unknown) => {
      if (error) throw error;
    });
  }
}
