// The discussion service's embed for the browser suites: a stand-in served for its host (the
// real one is on the internet), reading `disqus_config` as the real one does, and a record of
// every request to the service's hosts.
import type { Page, Route } from '@playwright/test';

export const EMBED = 'https://bytewire.disqus.com/embed.js';

/** The stand-in embed: shows `disqus_config`'s page data in the thread, and resets like Disqus. */
const FAKE_EMBED = `(() => {
  const thread = document.getElementById('disqus_thread');
  const show = (config) => {
    const target = { page: {} };
    config.call(target);
    thread.setAttribute('data-page', JSON.stringify(target.page));
    thread.textContent = 'Discussion of ' + target.page.identifier;
  };
  show(window.disqus_config);
  window.DISQUS = { reset: (options) => show(options.config) };
})();`;

export async function serveFakeEmbed(page: Page): Promise<void> {
  await page.route(EMBED, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_EMBED }),
  );
}

/** Every request to the discussion service's hosts. */
export function discussionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('disqus.com')) seen.push(request.url());
  });
  return seen;
}
