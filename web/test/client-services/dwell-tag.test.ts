/**
 * @jest-environment jsdom
 */
/**
 * The dwell tag (spec 001 s9): the page's visible time, sent once when the reader leaves it
 * (pagehide or a route change), with up to 3 section ids.
 */
import type { AnalyticsEvent } from '../../src/analytics/collector';
import type { PageContent } from '../../src/app/page-loader';
import { DwellTag, MAX_DWELL_SECTIONS, sectionIdsOf } from '../../src/client-services/dwell-tag';

let now = 0;
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new window.Event('visibilitychange'));
}

function tag() {
  const sent: AnalyticsEvent[] = [];
  const dwell = new DwellTag(
    window,
    (event) => sent.push(event),
    () => now,
  );
  return { sent, dwell };
}

function pageWithTopics(topics: unknown[]): PageContent {
  return {
    components: [
      { required: true, item: { id: 'a1', topics }, meta: { componentType: 'Article' } },
    ],
  } as unknown as PageContent;
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { get: () => visibility });
});

beforeEach(() => {
  now = 1000;
  visibility = 'visible';
  window.history.replaceState(null, '', '/news/first/');
});

describe('sectionIdsOf', () => {
  it('takes the main item’s topic ids, distinct, at most 3', () => {
    expect(MAX_DWELL_SECTIONS).toBe(3);
    const page = pageWithTopics([
      { id: 't1' },
      { id: 't2' },
      { id: 't1' },
      { id: 't3' },
      { id: 't4' },
    ]);
    expect(sectionIdsOf(page)).toEqual(['t1', 't2', 't3']);
  });

  it('skips an empty id and one with the separator, and a page without topics has none', () => {
    // Topics that are not topics are left out where the page enters (libs/contracts).
    expect(sectionIdsOf(pageWithTopics([{ id: '' }, { id: 'a|b' }, { id: 'ok' }]))).toEqual(['ok']);
    expect(sectionIdsOf(undefined)).toEqual([]);
  });
});

describe('DwellTag', () => {
  it('sends the visible time on pagehide, with at most 3 sections', () => {
    const { sent, dwell } = tag();
    dwell.start(['s1', 's2', 's3', 's4']);
    now = 3000;
    setVisibility('hidden');
    now = 60_000; // hidden time does not count
    setVisibility('visible');
    now = 60_500;
    window.dispatchEvent(new window.Event('pagehide'));
    expect(sent).toEqual([
      {
        type: 'dwell',
        pageUrl: `${window.location.origin}/news/first/`,
        dwellMs: '2500',
        sectionIds: 's1|s2|s3',
      },
    ]);
    dwell.stop();
  });

  it('sends the page left on a route change, then times the new one', () => {
    const { sent, dwell } = tag();
    dwell.start(['s1']);
    now = 5000;
    window.history.pushState(null, '', '/news/second/');
    dwell.pageChanged(['s9']);
    now = 6000;
    window.dispatchEvent(new window.Event('pagehide'));
    expect(sent).toEqual([
      expect.objectContaining({
        pageUrl: expect.stringMatching(/\/news\/first\/$/),
        dwellMs: '4000',
        sectionIds: 's1',
      }),
      expect.objectContaining({
        pageUrl: expect.stringMatching(/\/news\/second\/$/),
        dwellMs: '1000',
        sectionIds: 's9',
      }),
    ]);
    dwell.stop();
  });

  it('sends once per page, and nothing for a page never seen', () => {
    visibility = 'hidden';
    const { sent, dwell } = tag();
    dwell.start(['s1']);
    now = 9000;
    window.dispatchEvent(new window.Event('pagehide'));
    expect(sent).toEqual([]);
    setVisibility('visible');
    now = 10_000;
    window.dispatchEvent(new window.Event('pagehide'));
    window.dispatchEvent(new window.Event('pagehide'));
    expect(sent).toHaveLength(1);
    dwell.stop();
  });
});
