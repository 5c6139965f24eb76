/**
 * @jest-environment jsdom
 *
 * The share bar (spec 001 s2, s7, s9) in a browser (jsdom): only the allowed kinds render
 * (an invalid one is refused and warned about); the dropdown toggles and closes on an outside
 * click and Escape; a network button opens the 620x440 popup within the click and fills it
 * with the network's share URL carrying the short URL from the shortener, or the long URL when
 * the shortener fails; the other kinds link where they should. And on the server: the bar is on
 * article pages with the absolute canonical URL, and not on their AMP copies.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShareBar, type ShareBarProps } from './ShareBar';
import { isShareKind, SHARE_KINDS, shareKindsOf, type ShareKind } from '../share-kinds';
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, sharePopupFeatures } from '../share-popup';
import { shortenUrl, SHORTENER_TIMEOUT_MS } from '../shorten-url';
import { profilesOf } from '../share-profiles';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

const LONG_URL = 'https://www.bytewire.example/article/the-best-laptops/';
const SHORT_URL = 'https://www.bytewire.example/s/AbCdEf1234/';
const TITLE = 'The best laptops, tested';
const ALL_NETWORKS: ShareKind[] = [
  'facebook',
  'twitter',
  'linkedin',
  'reddit',
  'flipboard',
  'pinterest',
];

let root: Root | undefined;
let host: HTMLDivElement;
let outside: HTMLParagraphElement;

async function render(props: Partial<ShareBarProps> = {}) {
  host = document.createElement('div');
  outside = document.createElement('p');
  outside.textContent = 'Elsewhere on the page';
  document.body.append(host, outside);
  root = createRoot(host);
  await act(async () =>
    root!.render(<ShareBar kinds={ALL_NETWORKS} url={LONG_URL} title={TITLE} {...props} />),
  );
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const buttonOf = (kind: string) => host.querySelector<HTMLElement>(`[data-share="${kind}"]`);
const kindsShown = () =>
  [...host.querySelectorAll<HTMLElement>('[data-share]')].map((el) => el.dataset.share);
const toggle = () =>
  host.querySelector<HTMLButtonElement>('[data-testid="share-bar-more-toggle"]')!;
const menu = () => host.querySelector<HTMLElement>('[data-testid="share-bar-menu"]')!;

async function click(element: Element) {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

describe('share kinds', () => {
  it('allows exactly comments, email and the nine networks', () => {
    expect([...SHARE_KINDS].sort()).toEqual(
      [
        'comments',
        'email',
        'facebook',
        'flipboard',
        'instagram',
        'pinterest',
        'reddit',
        'twitter',
        'youtube',
        'linkedin',
        'tiktok',
      ].sort(),
    );
    for (const kind of SHARE_KINDS) expect(isShareKind(kind)).toBe(true);
    for (const other of ['whatsapp', 'Facebook', 'x', '', 42, undefined]) {
      expect(isShareKind(other)).toBe(false);
    }
  });

  it('refuses an invalid kind: not rendered, reported with console.warn', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render({ kinds: ['facebook', 'myspace', 'twitter', 'facebook'] });
    expect(kindsShown()).toEqual(['facebook', 'twitter']);
    expect(host.innerHTML).not.toContain('myspace');
    expect(warn).toHaveBeenCalledWith('Share bar: invalid button kind "myspace" refused');
  });

  it('keeps the valid kinds in order, each once', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(shareKindsOf(['email', 'comments', 'bogus', 'email', 'tiktok'])).toEqual([
      'email',
      'comments',
      'tiktok',
    ]);
  });
});

describe('the dropdown', () => {
  it('shows the first four inline and the rest behind "More sharing options"', async () => {
    await render();
    const inline = [
      ...host.querySelectorAll<HTMLElement>('[data-testid="share-bar-list"] [data-share]'),
    ];
    expect(inline.map((el) => el.dataset.share)).toEqual(ALL_NETWORKS.slice(0, 4));
    const more = [...menu().querySelectorAll<HTMLElement>('[data-share]')];
    expect(more.map((el) => el.dataset.share)).toEqual(ALL_NETWORKS.slice(4));
    expect(toggle().textContent).toBe('More sharing options');
    expect(toggle().getAttribute('aria-controls')).toBe(menu().id);
  });

  it('toggles on its button', async () => {
    await render();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menu().dataset.open).toBe('false');
    await click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(menu().dataset.open).toBe('true');
    await click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menu().dataset.open).toBe('false');
  });

  it('closes on a click outside it, not on one inside it', async () => {
    await render();
    await click(toggle());
    await click(menu());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await click(outside);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menu().dataset.open).toBe('false');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await render();
    await click(toggle());
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});

interface FakePopup {
  closed: boolean;
  opener: unknown;
  location: { replace: jest.Mock };
}

function fakePopup(): FakePopup {
  return { closed: false, opener: window, location: { replace: jest.fn() } };
}

function jsonAnswer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
    json: async () => body,
    text: async () => text,
  } as unknown as Response;
}

describe('sharing in the popup', () => {
  let fetchMock: jest.Mock;
  let popup: FakePopup;
  let open: jest.SpyInstance;

  beforeEach(() => {
    fetchMock = jest.fn();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    popup = fakePopup();
    open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  });

  async function share(kind: ShareKind): Promise<MouseEvent> {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      buttonOf(kind)!.dispatchEvent(event);
    });
    // The shortener's answer, then the popup's location.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    return event;
  }

  it('opens a 620x440 popup within the click, cut from this page', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { data: { url: SHORT_URL } }));
    await render();
    const event = await share('facebook');
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] as [string, string, string];
    expect(url).toBe('');
    expect(target).toBe('_blank');
    expect(features.split(',')).toEqual(
      expect.arrayContaining([`width=${SHARE_POPUP_WIDTH}`, `height=${SHARE_POPUP_HEIGHT}`]),
    );
    expect(features).toMatch(/^width=620,height=440,left=\d+,top=\d+/);
    expect(popup.opener).toBeNull();
    expect(event.defaultPrevented).toBe(true);
  });

  it('fills the popup with the share URL of the short URL from the shortener', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { data: { url: SHORT_URL } }));
    await render();
    await share('facebook');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(
      `/sharebar-shortener/?longurl=${encodeURIComponent(LONG_URL)}`,
    );
    expect(popup.location.replace).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(SHORT_URL)}`,
    );
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an error status', () => Promise.resolve(jsonAnswer(503, { statusCode: 503 }))],
    ['an answer without a URL', () => Promise.resolve(jsonAnswer(200, { data: {} }))],
    [
      'an answer that is no http(s) URL',
      () => Promise.resolve(jsonAnswer(200, { data: { url: 'javascript:alert(1)' } })),
    ],
  ])('shares the long URL after %s', async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    await render();
    await share('twitter');
    const shared = new URL(popup.location.replace.mock.calls[0][0] as string);
    expect(shared.origin + shared.pathname).toBe('https://twitter.com/intent/tweet');
    expect(shared.searchParams.get('url')).toBe(LONG_URL);
    expect(shared.searchParams.get('text')).toBe(TITLE);
  });

  it('gives up on a shortener slower than its time-out, with the long URL', async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
      const result = shortenUrl(LONG_URL, { fetchImpl: hanging as unknown as typeof fetch });
      jest.advanceTimersByTime(SHORTENER_TIMEOUT_MS);
      await expect(result).resolves.toBe(LONG_URL);
      expect(SHORTENER_TIMEOUT_MS).toBe(3000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves a blocked popup to the link itself (the long URL in a new tab)', async () => {
    open.mockImplementation(() => null);
    await render();
    const event = await share('linkedin');
    expect(event.defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    const link = buttonOf('linkedin') as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    expect(link.rel.split(' ')).toContain('noopener');
    expect(link.href).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(LONG_URL)}`,
    );
  });

  it('does not load a popup the reader closed meanwhile', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { data: { url: SHORT_URL } }));
    await render();
    popup.closed = true;
    await share('reddit');
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('closes the dropdown when a button in it shares', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { data: { url: SHORT_URL } }));
    await render();
    await click(toggle());
    await share('pinterest');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(popup.location.replace.mock.calls[0][0]).toContain(
      'https://www.pinterest.com/pin/create/button/?',
    );
  });

  it('centres the popup on the browser window', () => {
    expect(
      sharePopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 }),
    ).toBe('width=620,height=440,left=430,top=230,resizable=yes,scrollbars=yes');
  });
});

describe('the other kinds', () => {
  const PROFILES = profilesOf(
    ['Facebook', 'Twitter', 'YouTube', 'Instagram', 'TikTok'].map((label) => ({
      label,
      url: `https://www.${label.toLowerCase()}.com/bytewire`,
    })),
  );

  it('links instagram, youtube and tiktok to the profiles of the footer, in a new tab', async () => {
    expect(PROFILES).toEqual({
      instagram: 'https://www.instagram.com/bytewire',
      youtube: 'https://www.youtube.com/bytewire',
      tiktok: 'https://www.tiktok.com/bytewire',
    });
    await render({ kinds: ['instagram', 'youtube', 'tiktok'], profiles: PROFILES });
    for (const kind of ['instagram', 'youtube', 'tiktok'] as const) {
      const link = buttonOf(kind) as HTMLAnchorElement;
      expect(link.href).toBe(PROFILES[kind]);
      expect(link.target).toBe('_blank');
    }
    expect(buttonOf('instagram')!.textContent).toBe('Follow us on Instagram (opens in a new tab)');
  });

  it('takes only http(s) profile links from the footer', () => {
    expect(
      profilesOf([
        { label: 'YouTube', url: 'javascript:alert(1)' },
        { label: 'TikTok', url: '/tiktok/' },
        { label: 'Instagram', url: 'https://www.instagram.com/bytewire' },
      ]),
    ).toEqual({ instagram: 'https://www.instagram.com/bytewire' });
  });

  it('leaves out a profile kind with no profile', async () => {
    await render({ kinds: ['facebook', 'youtube'], profiles: {} });
    expect(kindsShown()).toEqual(['facebook']);
  });

  it('links comments to the story URL plus #comments-{assetId} and calls onEmail for email', async () => {
    const onEmail = jest.fn();
    await render({ kinds: ['comments', 'email'], assetId: 'a-42', onEmail });
    expect(buttonOf('comments')!.getAttribute('href')).toBe(`${LONG_URL}#comments-a-42`);
    await click(buttonOf('email')!);
    expect(onEmail).toHaveBeenCalledTimes(1);
  });

  it('names every button for screen readers', async () => {
    await render({
      kinds: ['facebook', 'twitter', 'email', 'comments'],
      assetId: 'a-1',
      onEmail: jest.fn(),
    });
    const names = [...host.querySelectorAll('[data-testid="share-bar-label"]')].map(
      (el) => el.textContent,
    );
    expect(names).toEqual([
      'Share on Facebook',
      'Share on Twitter',
      'Share by email',
      'Go to the comments',
    ]);
    for (const svg of host.querySelectorAll('svg'))
      expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});
