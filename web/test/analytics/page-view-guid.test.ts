/**
 * @jest-environment jsdom
 */
/**
 * The page view's guid asked for before the view is counted (the video ad request's `vguid`
 * can go before analytics starts): the count then carries the same guid, and every later view
 * still gets a new one. A fresh module per test: the guid of a page lives in module memory.
 */
import type * as PageViews from '../../src/analytics/page-views';
import { PAGE_VIEW_GUID_KEY, PAGE_VIEWS_KEY } from '../../src/analytics/page-views';

function freshPageViews(): typeof PageViews {
  let module: typeof PageViews | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof PageViews>('../../src/analytics/page-views');
  });
  return module!;
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

beforeEach(() => sessionStorage.clear());

describe('the page view guid before the count', () => {
  it('is made when first asked, kept, and carried by the count of that view', () => {
    const views = freshPageViews();
    const early = views.currentPageViewGuid(sessionStorage);
    expect(early).toMatch(/^[0-9a-f-]{36}$/);
    expect(views.currentPageViewGuid(sessionStorage)).toBe(early);
    const counted = views.countPageView(sessionStorage);
    expect(counted).toEqual({ count: 1, guid: early });
    expect(views.currentPageViewGuid(sessionStorage)).toBe(early);
  });

  it('names the next view of a session that counted views before (a reload)', () => {
    sessionStorage.setItem(PAGE_VIEWS_KEY, '4');
    sessionStorage.setItem(PAGE_VIEW_GUID_KEY, 'guid-of-view-4');
    const fresh = freshPageViews();
    const early = fresh.currentPageViewGuid(sessionStorage);
    expect(early).not.toBe('guid-of-view-4');
    expect(fresh.countPageView(sessionStorage)).toEqual({ count: 5, guid: early });
  });

  it('still makes a new guid for every later view, asked for ahead or not', () => {
    const fresh = freshPageViews();
    const first = fresh.countPageView(sessionStorage);
    // After a count and before the next: the counted view's guid.
    expect(fresh.currentPageViewGuid(sessionStorage)).toBe(first.guid);
    const ahead = fresh.upcomingPageViewGuid(sessionStorage);
    expect(ahead).not.toBe(first.guid);
    const second = fresh.countPageView(sessionStorage);
    expect(second).toEqual({ count: 2, guid: ahead });
    const third = fresh.countPageView(sessionStorage);
    expect(new Set([first.guid, second.guid, third.guid]).size).toBe(3);
  });

  it('keeps the stored guid of a session’s first view when asked before the count', () => {
    sessionStorage.setItem(PAGE_VIEW_GUID_KEY, 'guid-made-before');
    const fresh = freshPageViews();
    expect(fresh.currentPageViewGuid(sessionStorage)).toBe('guid-made-before');
    expect(fresh.countPageView(sessionStorage).guid).toBe('guid-made-before');
  });

  it('works in memory when storage refuses', () => {
    const fresh = freshPageViews();
    const early = fresh.currentPageViewGuid(refusing);
    expect(fresh.countPageView(refusing)).toEqual({ count: 1, guid: early });
    const next = fresh.countPageView(refusing);
    expect(next.guid).not.toBe(early);
  });
});
