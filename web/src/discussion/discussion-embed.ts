/**
 * The discussion service's embed (Disqus's universal code): its script loads from a host
 * derived from the short name (spec 001 s7) and reads the page data of spec 001 s3 (api_key,
 * identifier, remote_auth_s3, title, url) from `window.disqus_config`. The first load sets up
 * the embed; later loads (another article, a sign-in) reset it with the new data (spec 001 s8).
 */

export interface DiscussionPage {
  url: string;
  identifier: string;
  title: string;
  apiKey: string;
  remoteAuthS3: string;
}

/** What the embed reads: `this.page.*` inside the config function. */
interface DisqusConfigTarget {
  page: Record<string, string>;
}

interface DisqusWindow {
  disqus_config?: (this: DisqusConfigTarget) => void;
  DISQUS?: {
    reset: (options: { reload: boolean; config: (this: DisqusConfigTarget) => void }) => void;
  };
}

export const embedScriptUrl = (shortname: string) =>
  `https://${encodeURIComponent(shortname)}.disqus.com/embed.js`;

/** The embed script's element, so that it is added once per page. */
const SCRIPT_ID = 'discussion-embed-script';

/** A script that neither loads nor fails within this long (a stalled host) counts as failed. */
export const EMBED_TIMEOUT_MS = 15_000;

function configFor(page: DiscussionPage): (this: DisqusConfigTarget) => void {
  return function config(this: DisqusConfigTarget) {
    this.page.url = page.url;
    this.page.identifier = page.identifier;
    this.page.title = page.title;
    this.page.api_key = page.apiKey;
    this.page.remote_auth_s3 = page.remoteAuthS3;
  };
}

/** Shows the discussion of `page` in the page's `#disqus_thread`; rejects when it cannot. */
export function loadDiscussionEmbed(shortname: string, page: DiscussionPage): Promise<void> {
  const target = window as unknown as DisqusWindow;
  const config = configFor(page);
  target.disqus_config = config;
  if (target.DISQUS) {
    target.DISQUS.reset({ reload: true, config });
    return Promise.resolve();
  }
  document.getElementById(SCRIPT_ID)?.remove();
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = embedScriptUrl(shortname);
    script.async = true;
    script.setAttribute('data-timestamp', String(Date.now()));
    const timer = window.setTimeout(
      () => reject(new Error('discussion embed timed out')),
      EMBED_TIMEOUT_MS,
    );
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      // Removed, so that a later load tries the host again.
      script.remove();
      reject(new Error('discussion embed did not load'));
    });
    document.body.append(script);
  });
}
