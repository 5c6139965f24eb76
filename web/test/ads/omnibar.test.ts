/**
 * @jest-environment jsdom
 */
// The omnibar (spec 001 s4, s10): its place follows the size it rendered; a top one gives the
// body a top margin of its height for 3 s; only a non-blank bottom one can be closed.
import { OMNIBAR_TOP_MARGIN_MS } from '../../src/ads/ad-constants';
import { Omnibar, omnibarPosition } from '../../src/ads/omnibar';

let element: HTMLElement;
let closed: jest.Mock;
let omnibar: Omnibar;

beforeEach(() => {
  jest.useFakeTimers();
  document.body.removeAttribute('style');
  document.body.innerHTML =
    '<div class="omnibar" data-ad-slot="omnibar" data-state="collapsed"></div>';
  element = document.querySelector('.omnibar') as HTMLElement;
  Object.defineProperty(element, 'offsetHeight', { value: 66, configurable: true });
  closed = jest.fn();
  omnibar = new Omnibar(element, window, closed);
});
afterEach(() => jest.useRealTimers());

describe('Omnibar', () => {
  it.each([
    [[970, 250], 'top'],
    [[970, 66], 'top'],
    [[728, 90], 'top'],
    [[320, 50], 'bottom'],
    [[6, 6], 'hidden'],
    [[300, 250], 'hidden'],
  ] as const)('a %j creative sits %s', (size, position) => {
    expect(omnibarPosition({ empty: false, size })).toBe(position);
  });

  it('a top omnibar gives the body its height as top margin for 3 s, then hides', () => {
    omnibar.rendered({ empty: false, size: [970, 66] });
    expect(element.dataset).toMatchObject({ state: 'rendered', position: 'top' });
    expect(document.body.style.marginTop).toBe('66px');
    jest.advanceTimersByTime(OMNIBAR_TOP_MARGIN_MS - 1);
    expect(document.body.style.marginTop).toBe('66px');
    jest.advanceTimersByTime(1);
    expect(document.body.style.marginTop).toBe('');
    expect(element.dataset.hiding).toBe('true');
    // No close control at the top.
    expect(element.querySelector('.ad-close')).toBeNull();
  });

  it("a bottom omnibar has the 'Close Ad' control, which removes it", () => {
    omnibar.rendered({ empty: false, size: [320, 50] });
    expect(element.dataset).toMatchObject({ state: 'rendered', position: 'bottom' });
    expect(document.body.style.marginTop).toBe('');
    element.querySelector<HTMLButtonElement>('button[aria-label="Close Ad"]')?.click();
    expect(element.hidden).toBe(true);
    expect(element.dataset.state).toBe('closed');
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('a blank or 6x6 omnibar stays hidden, with no close control', () => {
    omnibar.rendered({ empty: true });
    expect(element.dataset).toMatchObject({ state: 'collapsed', position: 'hidden' });
    omnibar.rendered({ empty: false, size: [6, 6] });
    expect(element.dataset).toMatchObject({ state: 'collapsed', position: 'hidden' });
    expect(element.querySelector('.ad-close')).toBeNull();
  });
});
