/**
 * @jest-environment jsdom
 *
 * After each client navigation, once React has committed the new page (app/after-navigation.ts):
 * not for the page shown when it starts, not while the router loads, once per new location,
 * and in the task after the router's change, when the new page's elements are in the document.
 */
import type { AppRouter } from './app-router';
import { afterEachNavigation } from './after-navigation';

type Listener = Parameters<AppRouter['subscribe']>[0];
type NavigationState = 'idle' | 'loading' | 'submitting';

function fakeRouter() {
  const listeners: Listener[] = [];
  const state = { location: { key: 'first' }, navigation: { state: 'idle' as NavigationState } };
  const router = {
    state,
    subscribe: (listener: Listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  } as unknown as AppRouter;
  /** The router's state change: a location (its key) and where its navigation is. */
  const change = (key: string, navigation: NavigationState = 'idle') => {
    state.location.key = key;
    state.navigation.state = navigation;
    for (const listener of [...listeners]) listener(state as never, {} as never);
  };
  return { router, change };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterEachNavigation', () => {
  it('runs once per new location the router settles on, not for the page shown at the start', () => {
    const { router, change } = fakeRouter();
    change('before-start');
    const run = jest.fn();
    afterEachNavigation(router, window, run);

    // The location shown when it starts, again (a revalidation): nothing new to run for.
    change('before-start');
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();

    change('second', 'loading');
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    change('second');
    change('second');
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);

    change('third');
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs in the task after the change, when the committed page is in the document', () => {
    const { router, change } = fakeRouter();
    document.body.innerHTML = '<main>first page</main>';
    const seen: string[] = [];
    afterEachNavigation(router, window, () => seen.push(document.body.textContent ?? ''));

    change('second');
    // React commits the page the change rendered after the router's listeners have run.
    document.body.innerHTML = '<main>second page</main>';
    expect(seen).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(seen).toEqual(['second page']);
  });

  it('uses the window it is given for the wait', () => {
    const { router, change } = fakeRouter();
    const setTimeout = jest.fn();
    const run = jest.fn();
    afterEachNavigation(router, { setTimeout } as unknown as Window, run);
    change('second');
    expect(setTimeout).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
    setTimeout.mock.calls[0][0]();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops when unsubscribed', () => {
    const { router, change } = fakeRouter();
    const run = jest.fn();
    const stop = afterEachNavigation(router, window, run);
    stop();
    change('second');
    jest.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
