/**
 * @jest-environment jsdom
 *
 * The page-shown signal (layout/page-shown.ts): what waits for a page runs once the route
 * announcer says that page is on screen, at once when it already is, and after the fallback
 * time when no signal comes.
 */
import { PAGE_SHOWN_FALLBACK_MS, signalPageShown, whenPageShown } from '../src/layout/page-shown';

afterEach(() => jest.useRealTimers());

it('runs once the page waited for is shown, not for another', () => {
  const run = jest.fn();
  whenPageShown(window, '/reviews/', run);
  signalPageShown(window, '/news/');
  expect(run).not.toHaveBeenCalled();
  signalPageShown(window, '/reviews/');
  signalPageShown(window, '/reviews/');
  expect(run).toHaveBeenCalledTimes(1);
});

it('runs at once for the page already shown', () => {
  signalPageShown(window, '/latest/');
  const run = jest.fn();
  whenPageShown(window, '/latest/', run);
  expect(run).toHaveBeenCalledTimes(1);
});

it('runs after the fallback time when no signal comes, once', () => {
  jest.useFakeTimers();
  const run = jest.fn();
  whenPageShown(window, '/deals/', run);
  jest.advanceTimersByTime(PAGE_SHOWN_FALLBACK_MS - 1);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  signalPageShown(window, '/deals/');
  expect(run).toHaveBeenCalledTimes(1);
});
