import type { PageData } from '../app/page-loader';
import { pageLayoutOf } from './page-layout';

const loaded = (routeName: PageData['routeName']): PageData =>
  ({ routeName, params: {}, page: {} }) as unknown as PageData;

describe('pageLayoutOf: route metadata showHeader and showLargeHeader (spec 001 s2)', () => {
  it.each(['front-door', 'news', 'about', 'topic'] as const)(
    '%s says nothing against it: the large header',
    (name) => {
      expect(pageLayoutOf(loaded(name))).toMatchObject({ showHeader: true, showLargeHeader: true });
    },
  );

  it.each(['article', 'article-topic', 'review', 'gallery', 'video', 'member'] as const)(
    '%s says showLargeHeader false: the compact header',
    (name) => {
      expect(pageLayoutOf(loaded(name))).toMatchObject({
        showHeader: true,
        showLargeHeader: false,
      });
    },
  );

  it('the sign-in flow says showHeader false', () => {
    expect(pageLayoutOf(loaded('auth-flow')).showHeader).toBe(false);
  });
});
