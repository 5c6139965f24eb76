/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/article/best-laptops/"}
 *
 * (An https page: the site's cookies are Secure, which jsdom keeps only there.)
 * The discussion under a story (spec 001 s3, s7, s8): nothing of the discussion service loads
 * before functional consent (C0003); once allowed, its embed script loads from the short name's
 * host with the page data in `disqus_config`; a later load resets the embed instead; a signed-in
 * reader's sign-on token is asked for once and kept for the session, a signed-out reader's is
 * cleared; 'Log In to Comment' for a guest; a host that fails says so in place.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CONSENT_CATEGORIES } from '../../consent/consent-categories';
import { CONSENT_COOKIE, consentStore } from '../../consent/consent-store';
import { Discussion, EMBED_FAILED_MESSAGE, LOG_IN_TO_COMMENT } from './Discussion';
import { embedScriptUrl } from '../discussion-embed';
import {
  DISCUSSION_TOKEN_KEY,
  discussionPath,
  discussionToken,
  signOutOfDiscussion,
} from '../discussion-token';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

const SETTINGS = { shortname: 'bytewire', apiKey: 'PUBLICKEY123' };
const STORY = {
  id: 'a-42',
  title: 'The best laptops',
  url: 'https://www.bytewire.example/article/best-laptops/',
};

type DisqusWindow = Window & {
  disqus_config?: (this: { page: Record<string, string> }) => void;
  DISQUS?: { reset: jest.Mock };
};
const win = window as DisqusWindow;

let root: Root | undefined;

async function render(onContentChange?: (hasContent: boolean) => void) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <Discussion
        settings={SETTINGS}
        siteId="bytewire"
        publicationName="Bytewire"
        story={STORY}
        onContentChange={onContentChange}
      />,
    ),
  );
}

const embedScript = () =>
  document.querySelector<HTMLScriptElement>(`script[src="${embedScriptUrl('bytewire')}"]`);
const statusText = () =>
  document.querySelector('[data-discussion] [role="status"]')?.textContent ?? '';
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((button) => button.textContent === name);
const pageConfig = () => {
  const target = { page: {} as Record<string, string> };
  win.disqus_config?.call(target);
  return target.page;
};

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  // The page's store read the cookie once: start each test from no choice.
  (consentStore as unknown as { allowedSet: undefined }).allowedSet = undefined;
  sessionStorage.clear();
  delete win.disqus_config;
  delete win.DISQUS;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('before functional consent', () => {
  it('loads nothing of the discussion service and offers to allow it', async () => {
    await render();
    expect(embedScript()).toBeNull();
    expect(win.disqus_config).toBeUndefined();
    expect(document.querySelector('[data-discussion]')?.textContent).toContain(
      'needs functional cookies',
    );
    expect(buttonNamed(LOG_IN_TO_COMMENT)).toBeUndefined();
  });
});

describe('with functional consent', () => {
  it('allowing it here keeps the choice and loads the embed with the page data', async () => {
    await render();
    await act(async () => buttonNamed('Allow functional cookies and show comments')!.click());
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=C0001.C0003`);
    const script = embedScript();
    expect(script).not.toBeNull();
    expect(script!.async).toBe(true);
    expect(statusText()).toBe('Loading comments…');
    expect(pageConfig()).toEqual({
      url: STORY.url,
      identifier: 'a-42',
      title: 'The best laptops',
      api_key: 'PUBLICKEY123',
      remote_auth_s3: '',
    });
    await act(async () => script!.dispatchEvent(new Event('load')));
    expect(statusText()).toBe('');
    expect(document.querySelector('[data-discussion]')!.getAttribute('data-discussion')).toBe(
      'shown',
    );
  });

  it('a guest is asked to Log In to Comment (the site offers sign-in)', async () => {
    consentStore.allow(CONSENT_CATEGORIES.functional);
    await render();
    // No sign-in on this test's site (no AuthProvider): no button that cannot work.
    expect(buttonNamed(LOG_IN_TO_COMMENT)).toBeUndefined();
    expect(embedScript()).not.toBeNull();
  });

  it('a later load resets the embed rather than adding its script again', async () => {
    consentStore.allow(CONSENT_CATEGORIES.functional);
    win.DISQUS = { reset: jest.fn() };
    await render();
    expect(embedScript()).toBeNull();
    expect(win.DISQUS.reset).toHaveBeenCalledTimes(1);
    const [{ reload, config }] = win.DISQUS.reset.mock.calls[0] as [
      { reload: boolean; config: () => void },
    ];
    expect(reload).toBe(true);
    expect(config).toBe(win.disqus_config);
    expect(document.querySelector('[data-discussion]')!.getAttribute('data-discussion')).toBe(
      'shown',
    );
  });

  it('a re-render with an equal story leaves the embed alone', async () => {
    consentStore.allow(CONSENT_CATEGORIES.functional);
    win.DISQUS = { reset: jest.fn() };
    await render();
    await act(async () =>
      root!.render(
        <Discussion
          settings={{ ...SETTINGS }}
          siteId="bytewire"
          publicationName="Bytewire"
          story={{ ...STORY }}
        />,
      ),
    );
    expect(win.DISQUS.reset).toHaveBeenCalledTimes(1);
  });

  it('a host that fails says so in place, and the page stays whole', async () => {
    consentStore.allow(CONSENT_CATEGORIES.functional);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await render();
    await act(async () => embedScript()!.dispatchEvent(new Event('error')));
    expect(statusText()).toBe(EMBED_FAILED_MESSAGE);
    expect(embedScript()).toBeNull();
    warn.mockRestore();
  });
});

describe('what the comments heading is told', () => {
  it('the consent prompt is something to show', async () => {
    const told = jest.fn();
    await render(told);
    expect(told).toHaveBeenLastCalledWith(true);
  });

  it('a loaded embed with an empty thread is nothing; its thread filling in is something', async () => {
    consentStore.allow(CONSENT_CATEGORIES.functional);
    const told = jest.fn();
    await render(told);
    // Loading says so.
    expect(told).toHaveBeenLastCalledWith(true);
    await act(async () => embedScript()!.dispatchEvent(new Event('load')));
    expect(statusText()).toBe('');
    expect(told).toHaveBeenLastCalledWith(false);
    await act(async () => {
      document.getElementById('disqus_thread')!.append(document.createElement('iframe'));
      // The observer reports after the mutation's microtask.
      await Promise.resolve();
    });
    expect(told).toHaveBeenLastCalledWith(true);
  });

  it('a host that fails is something to show: the failure message', async () => {
    consentStore.allow(CONSENT_CATEGORIES.functional);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const told = jest.fn();
    await render(told);
    await act(async () => embedScript()!.dispatchEvent(new Event('error')));
    expect(told).toHaveBeenLastCalledWith(true);
    warn.mockRestore();
  });
});

describe('the sign-on token', () => {
  const answer = (token: unknown, status = 200) =>
    ({
      ok: status === 200,
      status,
      json: async () => ({ data: { data: { item: { disqusToken: { remoteAuthS3: token } } } } }),
    }) as Response;

  it('a signed-in reader with none asks once, with the access token, and keeps it', async () => {
    const fetchMock = jest.fn(async () => answer('e30= sig 1700000000'));
    const reader = { loggedIn: true, accessToken: async () => 'access-1' };
    const token = await discussionToken(reader, 'bytewire', 'bytewire', fetchMock as never);
    expect(token).toBe('e30= sig 1700000000');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(discussionPath('bytewire', 'bytewire', 'authenticate'));
    expect(url).toBe('/api/neutron/users/bytewire/bytewire/authenticate');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer access-1');
    expect(sessionStorage.getItem(DISCUSSION_TOKEN_KEY)).toBe('e30= sig 1700000000');
    // The next story of the visit takes the kept one.
    expect(await discussionToken(reader, 'bytewire', 'bytewire', fetchMock as never)).toBe(
      'e30= sig 1700000000',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a signed-out reader’s token is cleared, and the embed gets none', async () => {
    sessionStorage.setItem(DISCUSSION_TOKEN_KEY, 'stale');
    const fetchMock = jest.fn();
    const reader = { loggedIn: false, accessToken: async () => undefined };
    expect(await discussionToken(reader, 'bytewire', 'bytewire', fetchMock as never)).toBe('');
    expect(sessionStorage.getItem(DISCUSSION_TOKEN_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused sign-on leaves the reader a guest, keeping nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest.fn(async () => answer(undefined, 401));
    const reader = { loggedIn: true, accessToken: async () => 'access-1' };
    expect(await discussionToken(reader, 'bytewire', 'bytewire', fetchMock as never)).toBe('');
    expect(sessionStorage.getItem(DISCUSSION_TOKEN_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('signing out posts the logout with the access token; the embed then gets its sign-out token', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer('e30= sig 1700000000'))
      .mockResolvedValueOnce(answer('e30= out 1700000100'));
    const reader = { loggedIn: true, accessToken: async () => 'access-1' };
    await discussionToken(reader, 'bytewire', 'bytewire', fetchMock as never);
    await signOutOfDiscussion('access-1', fetchMock as never);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/neutron/users/bytewire/bytewire/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer access-1');
    expect(sessionStorage.getItem(DISCUSSION_TOKEN_KEY)).toBeNull();
    const signedOut = { loggedIn: false, accessToken: async () => undefined };
    expect(await discussionToken(signedOut, 'bytewire', 'bytewire', fetchMock as never)).toBe(
      'e30= out 1700000100',
    );
    // Signing in again takes a new sign-on token.
    fetchMock.mockResolvedValueOnce(answer('e30= again 1700000200'));
    expect(await discussionToken(reader, 'bytewire', 'bytewire', fetchMock as never)).toBe(
      'e30= again 1700000200',
    );
  });

  it('a reader who never signed on to the discussion signs out of the site without a call', async () => {
    const fetchMock = jest.fn();
    await signOutOfDiscussion('access-1', fetchMock as never);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed discussion sign-out never stops the site’s', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer('e30= sig 1700000000'))
      .mockRejectedValueOnce(new Error('offline'));
    await discussionToken(
      { loggedIn: true, accessToken: async () => 'access-1' },
      'bytewire',
      'bytewire',
      fetchMock as never,
    );
    await expect(signOutOfDiscussion('access-1', fetchMock as never)).resolves.toBeUndefined();
    expect(sessionStorage.getItem(DISCUSSION_TOKEN_KEY)).toBeNull();
    warn.mockRestore();
  });
});
