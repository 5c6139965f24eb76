/**
 * The content security policy of a page (helmet): a strict hash-based policy. The web app's
 * pages run only their own inline scripts, each allowed by its SHA-256 (the bootstrap loaders
 * and the error buffer: the server entry names their hashes with the document), and what those
 * scripts load ('strict-dynamic': the modules, code-split chunks, the discussion embed,
 * consented tags); no inline handler runs. Hashes rather than a nonce: a cached copy is served
 * to every reader for its max age, so a nonce in it would be one nonce for all of them, while
 * a hash allows exactly the scripts of the page and nothing injected beside them.
 * Images, media, requests and frames go to the site and the configured third parties only
 * (third-party-origins.ts). AMP pages run only the AMP runtime and its extensions.
 */
import { baseContentSecurityPolicy } from '@bytewire/service-kit';
import { contentSecurityPolicy } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ThirdPartyOrigins } from './third-party-origins';

export interface PagePolicySettings {
  /** The site's public URL (https turns upgrade-insecure-requests on). */
  publicUrl: string;
  /** Where pages may reach outside the site. */
  thirdParties: ThirdPartyOrigins;
}

/** Which policy a document gets. */
export type PageScripts = 'app' | 'amp';

type HashedResponse = ServerResponse & { cspScriptHashes?: readonly string[] };

/** The AMP runtime and its extensions' origin. */
const AMP_CDN = 'https://cdn.ampproject.org';

/** A hash source as the server entry names it (`sha256-` and 44 base64 characters). */
const SCRIPT_HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Directives both kinds of page share: where images, media, frames and requests may go. */
function sharedDirectives({ publicUrl, thirdParties }: PagePolicySettings) {
  return {
    ...baseContentSecurityPolicy(publicUrl),
    imgSrc: ["'self'", 'data:', 'blob:', ...thirdParties.img],
    // hls.js feeds the player through blob: URLs.
    mediaSrc: ["'self'", 'blob:', ...thirdParties.media],
    connectSrc: ["'self'", ...thirdParties.connect],
    frameSrc: ["'self'", ...thirdParties.frame],
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
        // The hashes and 'strict-dynamic' decide in every current browser; 'self' and the
        // third parties' script origins are what browsers of CSP level 2 only fall back to.
        scriptSrc: [
          (_req, res) =>
            ((res as HashedResponse).cspScriptHashes ?? []).map((hash) => `'${hash}'`).join(' '),
          "'strict-dynamic'",
          "'self'",
          ...settings.thirdParties.script,
        ],
      },
    });
    this.amp = contentSecurityPolicy({
      useDefaults: false,
      directives: { ...shared, scriptSrc: [`${AMP_CDN}/`, 'blob:'] },
    });
  }

  /**
   * Sets the policy of a `scripts` document on the response. An app page's inline scripts are
   * allowed by `scriptHashes`; one that is not a hash source fails the render (it is the
   * server entry's, never a reader's).
   */
  apply(
    scripts: PageScripts,
    req: IncomingMessage,
    res: ServerResponse,
    scriptHashes: readonly string[] = [],
  ): void {
    const invalid = scriptHashes.find((hash) => !SCRIPT_HASH.test(hash));
    if (invalid !== undefined) throw new Error(`Not a script hash source: ${invalid}`);
    (res as HashedResponse).cspScriptHashes = scriptHashes;
    const setHeader = scripts === 'amp' ? this.amp : this.app;
    setHeader(req, res, (error?: unknown) => {
      if (error) throw error;
    });
  }
}
