import { CONTENT_IDS_HEADER } from '@bytewire/ssr-contract';
import { ARTICLE, articlePage, doorPage } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';
import { MAX_CONTENT_IDS_LENGTH } from '../src/server/content-ids';

describe('the content ids of a rendered page (for the page cache purges)', () => {
  it('names the story and its topics, not its images', async () => {
    const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });
    const { status, headers } = await renderPath(`/article/${ARTICLE.slug}/`, client);
    expect(status).toBe(200);
    const ids = headers[CONTENT_IDS_HEADER].split(',');
    expect(ids).toEqual(expect.arrayContaining(['a-1', 't-1']));
    expect(ids).not.toContain('img-1');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every story a door lists', async () => {
    const client = fixtureClient({
      'door/news': doorPage('News', { offset: 0, limit: 5, total: 5 }),
    });
    const { headers } = await renderPath('/news/', client);
    expect(headers[CONTENT_IDS_HEADER].split(',')).toEqual(
      expect.arrayContaining(['l-1', 'l-2', 'l-3', 'l-4', 'l-5']),
    );
  });

  it('stays within its length, whole ids only', async () => {
    const client = fixtureClient({
      'door/news': doorPage('News', { offset: 0, limit: 2000, total: 2000 }),
    });
    const { headers } = await renderPath('/news/', client);
    const header = headers[CONTENT_IDS_HEADER];
    expect(header.length).toBeLessThanOrEqual(MAX_CONTENT_IDS_LENGTH);
    expect(header.split(',').every((id) => /^l-\d+$/.test(id))).toBe(true);
  });

  it('names nothing on a page that failed', async () => {
    const { status, headers } = await renderPath('/article/unknown/', fixtureClient({}));
    expect(status).toBe(404);
    expect(headers[CONTENT_IDS_HEADER]).toBeUndefined();
  });
});
