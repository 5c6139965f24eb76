/**
 * The server's part of seamless scrolling: the loader is rendered under an article for readers
 * and left out for the crawlers spec 000 s2 names (decided from the request's User-Agent), and
 * never on routes without seamless scrolling.
 */
import { ARTICLE, articlePage } from '../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../test/support/render-path';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function htmlOf(path: string, userAgent: string): Promise<string> {
  const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });
  const { status, html } = await renderPath(path, client, {}, { 'user-agent': userAgent });
  expect(status).toBe(200);
  return html;
}

const ARTICLE_PATH = `/article/${ARTICLE.slug}/`;

describe('seamless loader in the server render', () => {
  it('is rendered under an article for a reader, and the decision travels in the root data', async () => {
    const html = await htmlOf(ARTICLE_PATH, CHROME);
    expect(html).toContain('data-seamless-loader');
    expect(html).toMatch(/seamlessExcluded[\\"]*:false/);
  });

  it('is left out for Googlebot, with the decision in the root data for hydration', async () => {
    const html = await htmlOf(ARTICLE_PATH, GOOGLEBOT);
    expect(html).not.toContain('data-seamless-loader');
    expect(html).toMatch(/seamlessExcluded[\\"]*:true/);
  });

  it('keeps one h1 on the page', async () => {
    const html = await htmlOf(ARTICLE_PATH, CHROME);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
