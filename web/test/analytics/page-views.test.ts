/**
 * @jest-environment jsdom
 */
/** Page-view counting (spec 001 s3): session storage, a new guid after the first view. */
import { countPageView, PAGE_VIEW_GUID_KEY, PAGE_VIEWS_KEY } from '../../src/analytics/page-views';

beforeEach(() => sessionStorage.clear());

describe('countPageView', () => {
  it('counts the session’s views in session storage, with a new guid for every later view', () => {
    const first = countPageView(sessionStorage);
    expect(first.count).toBe(1);
    expect(first.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem(PAGE_VIEWS_KEY)).toBe('1');
    expect(sessionStorage.getItem(PAGE_VIEW_GUID_KEY)).toBe(first.guid);

    const second = countPageView(sessionStorage);
    const third = countPageView(sessionStorage);
    expect([second.count, third.count]).toEqual([2, 3]);
    expect(new Set([first.guid, second.guid, third.guid]).size).toBe(3);
    expect(sessionStorage.getItem(PAGE_VIEW_GUID_KEY)).toBe(third.guid);
  });

  it('keeps the guid a first view found stored (made for this session before)', () => {
    sessionStorage.setItem(PAGE_VIEW_GUID_KEY, 'guid-made-before');
    expect(countPageView(sessionStorage)).toEqual({ count: 1, guid: 'guid-made-before' });
  });

  it('starts again from a count that is no positive whole number', () => {
    sessionStorage.setItem(PAGE_VIEWS_KEY, 'lots');
    expect(countPageView(sessionStorage).count).toBeGreaterThanOrEqual(1);
    sessionStorage.setItem(PAGE_VIEWS_KEY, '-4');
    expect(countPageView(sessionStorage).count).toBeGreaterThanOrEqual(1);
  });

  it('counts in memory when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const a = countPageView(refusing);
    const b = countPageView(refusing);
    expect(b.count).toBe(a.count + 1);
    expect(b.guid).not.toBe(a.guid);
  });
});
