/**
 * The video door (/video/, issue 29): its listing is a VideoList, which it shows (not "There
 * are no stories here yet"), and, as its path has no page number, it pages with load-more: the
 * component's next link, and without JavaScript `?pageNumber=` on /video/ itself.
 */
import { pageOf, pagedList } from './support/component-fixtures';
import { doorPage } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

function videoDoor(page = 1) {
  return pageOf('door', 'Video', [pagedList('VideoList', 'doorList', 30, page)]);
}

describe('the video door', () => {
  it('lists the videos of its VideoList, with where the list stands', async () => {
    const client = fixtureClient({ 'door/video': videoDoor() });
    const { status, html } = await renderPath('/video/', client);
    expect(status).toBe(200);
    expect(html).not.toContain('There are no stories here yet.');
    expect(html.match(/data-testid="story-card"/g)).toHaveLength(20);
    expect(html).toContain('Story number 1<');
    expect(html).toContain('Story number 20<');
    expect(html).toContain('Showing 1–20 of 30');
  });

  it('pages with load-more: a link to ?pageNumber=2 on /video/ itself, no /video/2/', async () => {
    const client = fixtureClient({ 'door/video': videoDoor() });
    const { html } = await renderPath('/video/', client);
    expect(html).toMatch(/<a[^>]*href="\/video\/\?pageNumber=2"[^>]*>Load more videos<\/a>/);
    expect(html).not.toContain('href="/video/2/"');
  });

  it('asks the content API for the page a ?pageNumber= names', async () => {
    const client = fixtureClient({ 'door/video': videoDoor(2) });
    const { status, html } = await renderPath('/video/?pageNumber=2', client);
    expect(status).toBe(200);
    expect(client.requests[0]?.query?.pageNumber).toBe('2');
    expect(html).toContain('Story number 30<');
    expect(html).not.toContain('Load more videos');
  });

  it('other doors still page with page links', async () => {
    const client = fixtureClient({
      'door/news': doorPage('News', { offset: 0, limit: 20, total: 45 }),
    });
    const { html } = await renderPath('/news/', client);
    expect(html).toMatch(/href="\/news\/2\/"[^>]*rel="next"|rel="next"[^>]*href="\/news\/2\/"/);
    expect(html).not.toContain('Load more');
  });
});
