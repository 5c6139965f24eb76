/**
 * The header's search panel in a browser (jsdom), against a fetch standing in for the gateway
 * (spec 001 s2, s4, s5, s7, s8, s9): focus on expansion; autocomplete 400 ms after the last
 * keystroke, once per changed non-empty query, newest answer only, capped at 8 topics, 3
 * stories and 3 videos; trending's first 3, loaded once for every panel and menu; failures
 * swallowed; submit of the cleaned query.
 */
import {
  answerWith,
  autosuggestRequests,
  dom,
  json,
  mount,
  requests,
  suggestions,
  trendingItem,
  trendingRequests,
  typeInto,
  wait,
  type Mounted,
} from '../../../../test/chrome/search-support';
import { act, useState } from 'react';
import type { Suggestions } from '@bytewire/contracts';
import { useTrending } from '../../data/trending';
import { SearchPanel } from './SearchPanel';
import styles from '../SearchResults/SearchResults.module.css';

const TRENDING_PATH = /\/api\/neutron\/composer\/([^/]+)\/listings\/trending$/;
const AUTOSUGGEST_PATH = /\/api\/neutron\/finder\/([^/]+)\/autosuggest\/([^/]+)$/;

let answers: Record<string, Suggestions>;
let site = 0;
let mounted: Mounted | undefined;

/** Each test its own site id: the trending store is per site and edition, for the page's life. */
const nextSite = () => `site${++site}`;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  requests.length = 0;
  answers = { laptop: suggestions(2, 2, 1) };
  answerWith((url) => {
    if (TRENDING_PATH.test(url.pathname)) {
      return json({ data: { items: [1, 2, 3, 4, 5].map(trendingItem) } });
    }
    const term = AUTOSUGGEST_PATH.exec(url.pathname)?.[2];
    if (term !== undefined) {
      const answer = answers[decodeURIComponent(term)] ?? suggestions(0, 0, 0);
      return json({ data: { item: answer } });
    }
    return json({ statusCode: 404, message: 'Not Found' }, 404);
  });
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  jest.useRealTimers();
});

const input = () => mounted!.container.querySelector<HTMLInputElement>('input[name=q]')!;
const titles = (selector: string) =>
  [...mounted!.container.querySelectorAll(`${selector} [data-testid="search-panel-item"] a`)].map(
    (a) => a.textContent,
  );
const section = (heading: string) =>
  [...mounted!.container.querySelectorAll('section')].find(
    (s) => s.querySelector('h2')?.textContent === heading,
  );

async function openPanel(siteId = nextSite()): Promise<void> {
  mounted = await mount(<SearchPanel expanded />, siteId);
  await wait(0);
}

/** Types `word` a letter at a time, `gapMs` apart. */
async function typeSlowly(word: string, gapMs: number): Promise<void> {
  for (let end = 1; end <= word.length; end += 1) {
    await typeInto(input(), word.slice(0, end));
    await wait(gapMs);
  }
}

describe('the form', () => {
  it('is a search landmark with a labelled box named q and a submit button', async () => {
    await openPanel();
    const form = mounted!.container.querySelector('form')!;
    expect(form.getAttribute('role')).toBe('search');
    const label = form.querySelector(`label[for="${input().id}"]`);
    expect(label?.textContent).toBe('Search the site');
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Search');
  });

  it('moves the focus to the box when the panel expands', async () => {
    function Toggle() {
      const [expanded, setExpanded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setExpanded(true)}>
            Open search
          </button>
          <SearchPanel expanded={expanded} />
        </>
      );
    }
    mounted = await mount(<Toggle />, nextSite());
    const toggle = mounted.container.querySelector<HTMLButtonElement>('button[type=button]')!;
    toggle.focus();
    expect(dom.window.document.activeElement).toBe(toggle);
    await act(async () => toggle.click());
    expect(dom.window.document.activeElement).toBe(input());
  });

  it('submits the cleaned query to /search/ and closes the panel', async () => {
    const onClose = jest.fn();
    mounted = await mount(<SearchPanel expanded onClose={onClose} />, nextSite());
    await typeInto(input(), ' Best  Laptops, 2026!?');
    await act(async () => input().form!.requestSubmit());
    const url = new URL(mounted.location(), 'http://bytewire.test');
    expect(url.pathname).toBe('/search/');
    expect(url.searchParams.get('q')).toBe('best-laptops-2026!?');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does nothing on submit when the query cleans to nothing', async () => {
    const onClose = jest.fn();
    mounted = await mount(<SearchPanel expanded onClose={onClose} />, nextSite());
    await typeInto(input(), ' ,.;- ');
    await act(async () => input().form!.requestSubmit());
    expect(mounted.location()).toBe('/');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('autocomplete', () => {
  it('asks once, for the whole word, when it is typed within the 400 ms debounce', async () => {
    await openPanel();
    await typeSlowly('laptop', 150);
    expect(autosuggestRequests()).toHaveLength(0);
    await wait(250);
    const asked = autosuggestRequests();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toMatch(/\/autosuggest\/laptop$/);
    expect(titles('')).toEqual(['Suggested story 1', 'Suggested story 2', 'Suggested video 1']);
  });

  it('waits a full 400 ms after the last keystroke', async () => {
    await openPanel();
    await typeInto(input(), 'laptop');
    await wait(399);
    expect(autosuggestRequests()).toHaveLength(0);
    await wait(1);
    expect(autosuggestRequests()).toHaveLength(1);
  });

  it('sends the query trimmed and lowercased', async () => {
    await openPanel();
    await typeInto(input(), '  LapTop ');
    await wait(400);
    expect(autosuggestRequests().map((url) => url.pathname.split('/').pop())).toEqual(['laptop']);
  });

  it('does not ask again for the query it asked for last', async () => {
    await openPanel();
    await typeInto(input(), 'laptop');
    await wait(400);
    await typeInto(input(), 'laptops');
    await typeInto(input(), 'laptop');
    await wait(400);
    await typeInto(input(), 'laptop ');
    await wait(400);
    expect(autosuggestRequests()).toHaveLength(1);
    expect(titles('')).toHaveLength(3);
  });

  it('never asks for an empty query, and shows trending for it', async () => {
    await openPanel();
    await typeInto(input(), '   ');
    await wait(1000);
    await typeInto(input(), '');
    await wait(1000);
    expect(autosuggestRequests()).toHaveLength(0);
    expect(section('Trending')).toBeDefined();
  });

  it('shows at most 8 topics, 3 stories and 3 videos, with topic links to /topic/{slug}/', async () => {
    answers = { laptop: suggestions(12, 6, 5) };
    await openPanel();
    await typeInto(input(), 'laptop');
    await wait(400);
    const topics = [...section('Topics')!.querySelectorAll('li a')];
    expect(topics).toHaveLength(8);
    expect(topics[0]?.getAttribute('href')).toBe('/topic/topic-1/');
    expect(titles('')).toHaveLength(6);
    expect(section('Stories')!.querySelectorAll('li')).toHaveLength(3);
    expect(section('Videos')!.querySelectorAll('li')).toHaveLength(3);
    expect(
      section('Stories')!.querySelector('[data-testid="search-panel-meta"]')?.textContent,
    ).toBe('Laptops');
    expect(section('Stories')!.querySelector('img')?.getAttribute('src')).toBe(
      '/placeholder/s1.jpg',
    );
  });

  it('keeps the newest answer when an older one comes later', async () => {
    let resolveSlow: (response: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => (resolveSlow = resolve));
    answers = { laptops: suggestions(0, 1, 0) };
    answerWith((url) => {
      if (url.pathname.endsWith('/autosuggest/laptop')) return slow;
      if (url.pathname.endsWith('/autosuggest/laptops')) {
        return json({ data: { item: answers.laptops } });
      }
      return json({ data: { items: [] } });
    });
    await openPanel();
    await typeInto(input(), 'laptop');
    await wait(400);
    await typeInto(input(), 'laptops');
    await wait(400);
    expect(titles('')).toEqual(['Suggested story 1']);
    await act(async () => resolveSlow(json({ data: { item: suggestions(0, 3, 3) } })));
    await wait(0);
    expect(autosuggestRequests()).toHaveLength(2);
    expect(titles('')).toEqual(['Suggested story 1']);
  });

  it('swallows a failure: no message, the earlier suggestions stay, typing goes on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openPanel();
    await typeInto(input(), 'laptop');
    await wait(400);
    answerWith(() => json({ statusCode: 500, message: 'Internal Server Error' }, 500));
    await typeInto(input(), 'laptops');
    await wait(400);
    expect(autosuggestRequests()).toHaveLength(2);
    expect(titles('')).toHaveLength(3);
    expect(mounted!.container.textContent).not.toMatch(/error|went wrong|try again/i);
    expect(input().value).toBe('laptops');
    warn.mockRestore();
  });
});

describe('trending', () => {
  it('shows the first 3 trending stories with their time ago while the query is empty', async () => {
    jest.setSystemTime(new Date('2026-01-01T13:00:00Z'));
    await openPanel();
    const trending = section('Trending')!;
    expect(titles('')).toEqual(['Trending story 1', 'Trending story 2', 'Trending story 3']);
    expect(trending.querySelector('ul')?.classList).toContain(styles.listColumns);
    expect(trending.querySelector('time')?.textContent).toBe('3 hours ago');
    expect(trending.querySelector('a')?.getAttribute('href')).toBe('/article/trending-1/');
  });

  it('loads nothing before the panel or a menu first expands', async () => {
    mounted = await mount(<SearchPanel expanded={false} />, nextSite());
    await wait(1000);
    expect(trendingRequests()).toHaveLength(0);
  });

  it('is asked for once, for the panel and the Trending menu together', async () => {
    const siteId = nextSite();
    function TrendingMenu() {
      const { items, status } = useTrending(true);
      return <p data-testid="menu">{`${status}: ${items.length}`}</p>;
    }
    mounted = await mount(
      <>
        <TrendingMenu />
        <SearchPanel expanded />
        <SearchPanel expanded />
      </>,
      siteId,
    );
    await wait(0);
    expect(trendingRequests()).toHaveLength(1);
    expect(trendingRequests()[0]?.pathname).toBe(
      `/api/neutron/composer/${siteId}/listings/trending`,
    );
    expect(trendingRequests()[0]?.searchParams.get('edition')).toBe('us');
    expect(mounted.container.querySelector('[data-testid=menu]')?.textContent).toBe('ready: 5');
    expect(titles('')).toHaveLength(6);

    // Closed and opened again on another mount of the same page: still the one request.
    mounted.unmount();
    mounted = await mount(<SearchPanel expanded />, siteId);
    await wait(0);
    expect(trendingRequests()).toHaveLength(1);
    expect(titles('')).toHaveLength(3);
  });

  it('swallows a failure: nothing shown, no message, not asked again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(() => json({ statusCode: 502, message: 'Bad Gateway' }, 502));
    const siteId = nextSite();
    await openPanel(siteId);
    expect(section('Trending')).toBeUndefined();
    expect(mounted!.container.querySelector('ul')).toBeNull();
    expect(mounted!.container.textContent).not.toMatch(/error|went wrong|try again|bad gateway/i);
    mounted!.unmount();
    mounted = await mount(<SearchPanel expanded />, siteId);
    await wait(0);
    expect(trendingRequests()).toHaveLength(1);
    warn.mockRestore();
  });
});
