/**
 * The comments section under a story: none without a discussion service or when the story
 * suppresses comments; the deep link's target is there from the first render, but its
 * "Comments" heading shows only once the discussion shows the reader something (a story must
 * not end in an empty "Comments" heading).
 */
import '../../../test/support/browser-dom';
import type { DiscussionSettings } from '@bytewire/ssr-contract';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import type { DiscussionProps } from '../Discussion/Discussion';
import { CommentsSection } from './CommentsSection';

/** What the stand-in discussion tells the section it shows. */
let discussionShows = false;
jest.mock('../LazyDiscussion', () => ({
  LazyDiscussion: ({ onContentChange }: DiscussionProps) => {
    useEffect(() => onContentChange?.(discussionShows), [onContentChange]);
    return <div data-testid="discussion" />;
  },
}));

/** Intersection observers of the page; `approach()` brings every watched element near. */
let observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
}
async function approach() {
  await act(async () => {
    for (const o of [...observers]) {
      o.callback(
        [{ isIntersecting: true, target: o.target } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
    }
  });
}

const SETTINGS: DiscussionSettings = { shortname: 'bytewire', apiKey: '' };
const STORY = { id: 'a-42', headline: 'The best laptops' };
let root: Root | undefined;

async function mount(
  discussion: DiscussionSettings | undefined,
  story: { id: string; headline?: string; suppressComments?: boolean } = STORY,
): Promise<HTMLElement> {
  const rootData = {
    site: { siteId: 'bytewire', publicationName: 'Bytewire', discussion },
    now: Date.now(),
  } as unknown as RootData;
  const router = createMemoryRouter(
    [
      {
        id: ROOT_ROUTE_ID,
        path: '/',
        loader: () => rootData,
        Component: () => <CommentsSection story={story} canonical="/article/best-laptops/" />,
      },
    ],
    { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: rootData } } },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  return container;
}

const section = (container: HTMLElement) => container.querySelector('section#comments-a-42');
const heading = (container: HTMLElement) => section(container)?.querySelector('h2');

beforeEach(() => {
  observers = [];
  discussionShows = false;
  (globalThis as Record<string, unknown>).IntersectionObserver = FakeIntersectionObserver;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).IntersectionObserver;
});

it('renders nothing on a site without a discussion service', async () => {
  const container = await mount(undefined);
  expect(section(container)).toBeNull();
  expect(container.textContent).not.toContain('Comments');
});

it('renders nothing for a story that suppresses comments', async () => {
  const container = await mount(SETTINGS, { ...STORY, suppressComments: true });
  expect(section(container)).toBeNull();
});

it('keeps the deep link target but shows no heading before the discussion comes near', async () => {
  const container = await mount(SETTINGS);
  expect(section(container)).not.toBeNull();
  expect(heading(container)?.hidden).toBe(true);
  expect(container.querySelector('[data-testid="discussion"]')).toBeNull();
});

it('shows no heading over a discussion that shows nothing', async () => {
  const container = await mount(SETTINGS);
  await approach();
  expect(container.querySelector('[data-testid="discussion"]')).not.toBeNull();
  expect(heading(container)?.hidden).toBe(true);
  expect(section(container)?.hasAttribute('data-empty')).toBe(true);
});

it('shows the heading, naming the section, once the discussion shows something', async () => {
  discussionShows = true;
  const container = await mount(SETTINGS);
  await approach();
  const h2 = heading(container);
  expect(h2?.hidden).toBe(false);
  expect(h2?.textContent).toBe('Comments');
  expect(section(container)?.getAttribute('aria-labelledby')).toBe(h2?.id);
  expect(section(container)?.hasAttribute('data-empty')).toBe(false);
});
