/**
 * @jest-environment jsdom
 */
// Social embeds' script (social/social-embeds.ts): registered once, and only on pages with a
// post; a later page with posts asks the loaded script to enhance them.
import type { AppRouter } from '../../src/app/app-router';
import type { ScriptLoader } from '../../src/scripts/script-loader';
import { startSocialEmbeds, TWITTER_WIDGETS_TAG } from '../../src/social/social-embeds';

type Listener = Parameters<AppRouter['subscribe']>[0];

function fakeRouter() {
  const listeners: Listener[] = [];
  const state = { location: { key: 'first' }, navigation: { state: 'idle' } };
  const router = {
    state,
    subscribe: (listener: Listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  } as unknown as AppRouter;
  const navigate = (key: string) => {
    state.location.key = key;
    for (const listener of listeners) listener(state as never, {} as never);
  };
  return { router, navigate };
}

const POST = '<main><blockquote class="twitter-tweet"><p>A post</p></blockquote></main>';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startSocialEmbeds', () => {
  it('registers the social tag on a page with a post, once; later pages are enhanced', () => {
    document.body.innerHTML = POST;
    const register = jest.fn().mockResolvedValue({ tagId: 'twitter-widgets', status: 'loaded' });
    const load = jest.fn();
    (window as unknown as { twttr: unknown }).twttr = { widgets: { load } };
    const { router, navigate } = fakeRouter();
    startSocialEmbeds(router, { register } as unknown as ScriptLoader, window);
    expect(register).toHaveBeenCalledWith(TWITTER_WIDGETS_TAG);
    expect(TWITTER_WIDGETS_TAG.gdprCategory).toBe('C0005');
    navigate('second');
    jest.runAllTimers();
    expect(register).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('registers nothing on a page without posts', () => {
    document.body.innerHTML = '<main><blockquote><p>A quote</p></blockquote></main>';
    const register = jest.fn();
    const { router, navigate } = fakeRouter();
    startSocialEmbeds(router, { register } as unknown as ScriptLoader, window);
    navigate('second');
    jest.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });
});
