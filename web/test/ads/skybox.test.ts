/**
 * @jest-environment jsdom
 */
// The skybox's states and timings (spec 001 s4, s10), with fake timers.
import {
  SKYBOX_ANIMATE_CHECK_MS,
  SKYBOX_NON_LEADER_RENDERED_MS,
  SKYBOX_UNSTICK_MS,
} from '../../src/ads/ad-constants';
import { Skybox } from '../../src/ads/skybox';

function setScroll(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

let element: HTMLElement;
let closed: jest.Mock;
let skybox: Skybox;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<div class="skybox" data-ad-slot="skybox" data-state="collapsed"></div>';
  element = document.querySelector('.skybox') as HTMLElement;
  closed = jest.fn();
  skybox = new Skybox(element, window, closed);
  setScroll(0);
  skybox.reset(false);
});
afterEach(() => jest.useRealTimers());

const flags = () => ({
  state: element.dataset.state,
  leader: element.dataset.leader === 'true',
  stuck: element.dataset.stuck === 'true',
  animate: element.dataset.animate === 'true',
});

describe('Skybox', () => {
  it('a leader sticks on the first scroll, animates at 4.5 s past 100 px, unsticks at 5 s', () => {
    skybox.rendered({ empty: false, size: [970, 66] }, true);
    expect(flags()).toEqual({ state: 'rendered', leader: true, stuck: false, animate: false });
    setScroll(150);
    expect(flags().stuck).toBe(true);
    jest.advanceTimersByTime(SKYBOX_ANIMATE_CHECK_MS - 1);
    expect(flags().animate).toBe(false);
    jest.advanceTimersByTime(1);
    expect(flags()).toMatchObject({ stuck: true, animate: true });
    jest.advanceTimersByTime(SKYBOX_UNSTICK_MS - SKYBOX_ANIMATE_CHECK_MS);
    expect(flags()).toEqual({ state: 'rendered', leader: true, stuck: false, animate: false });
    expect(document.documentElement.style.getPropertyValue('--skybox-height')).toBe('0px');
    // A later scroll does not stick it again.
    setScroll(300);
    expect(flags().stuck).toBe(false);
  });

  it('does not animate when the page is scrolled 100 px or less at 4.5 s', () => {
    skybox.rendered({ empty: false, size: [320, 50] }, true);
    setScroll(100);
    jest.advanceTimersByTime(SKYBOX_ANIMATE_CHECK_MS);
    expect(flags()).toMatchObject({ stuck: true, animate: false });
  });

  it('marks a billboard rendered after 1 s, with no stick', () => {
    skybox.rendered({ empty: false, size: [970, 250] }, true);
    expect(flags().state).toBe('collapsed');
    jest.advanceTimersByTime(SKYBOX_NON_LEADER_RENDERED_MS);
    expect(flags()).toEqual({ state: 'rendered', leader: false, stuck: false, animate: false });
    setScroll(500);
    expect(flags().stuck).toBe(false);
  });

  it('a blank ad is empty, collapsed when the slot says collapseEmpty', () => {
    skybox.rendered({ empty: true }, false);
    expect(element.dataset).toMatchObject({ state: 'empty', empty: 'true' });
    skybox.reset(false);
    skybox.rendered({ empty: true }, true);
    expect(element.dataset).toMatchObject({ state: 'collapsed', empty: 'true' });
  });

  it('resets on a route change, expanded only on the front door', () => {
    skybox.rendered({ empty: false, size: [970, 66] }, true);
    setScroll(200);
    skybox.reset(true);
    expect(flags()).toEqual({ state: 'collapsed', leader: false, stuck: false, animate: false });
    expect(element.dataset.expanded).toBe('true');
    // The old timers are gone.
    jest.advanceTimersByTime(SKYBOX_UNSTICK_MS);
    expect(flags().animate).toBe(false);
    skybox.reset(false);
    expect(element.dataset.expanded).toBeUndefined();
  });

  it("the 'Close Ad' control collapses it and empties the slot", () => {
    skybox.rendered({ empty: false, size: [970, 66] }, true);
    const close = element.querySelector<HTMLButtonElement>('button.ad-close');
    expect(close?.getAttribute('aria-label')).toBe('Close Ad');
    close?.click();
    expect(flags().state).toBe('collapsed');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(element.querySelector('button.ad-close')).toBeNull();
  });
});
