/**
 * @jest-environment jsdom
 *
 * The page's scroll lock (components/ModalDialog/scroll-lock.ts), shared by the modal dialogs and the
 * accordion: <html> stops scrolling and says so, the body is pinned at minus the scroll offset
 * (iOS Safari), the scrollbar's width is padded; locks nest and the last unlock puts the styles
 * back and the page where it was, unless the address changed meanwhile.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lockPageScroll, SCROLL_LOCKED_ATTRIBUTE } from '../src/components/ModalDialog/scroll-lock';
import { useScrollLock } from '../src/components/ModalDialog/use-scroll-lock';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

const root = document.documentElement;
const body = document.body;
const scrollTo = jest.fn();

function scrolledTo(x: number, y: number): void {
  Object.defineProperty(window, 'scrollX', { value: x, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/** innerWidth less clientWidth: the scrollbar's width. */
function scrollbarWidth(width: number): void {
  Object.defineProperty(root, 'clientWidth', {
    value: window.innerWidth - width,
    configurable: true,
  });
}

beforeEach(() => {
  scrollTo.mockReset();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrolledTo(0, 0);
  scrollbarWidth(0);
  window.history.replaceState(null, '', '/article/one/');
});

afterEach(() => {
  body.removeAttribute('style');
  root.removeAttribute('style');
});

describe('lockPageScroll', () => {
  it('pins the body where the page was scrolled and stops the viewport scrolling', () => {
    scrolledTo(20, 1234);
    scrollbarWidth(15);
    const unlock = lockPageScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.getAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe('true');
    expect(body.style.position).toBe('fixed');
    expect(body.style.top).toBe('-1234px');
    expect(body.style.left).toBe('-20px');
    expect(body.style.width).toBe('100%');
    expect(body.style.paddingRight).toBe('15px');
    expect(scrollTo).not.toHaveBeenCalled();
    unlock();
  });

  it('pads nothing where the scrollbar takes no room (overlay scrollbars, phones)', () => {
    const unlock = lockPageScroll();
    expect(body.style.paddingRight).toBe('');
    unlock();
  });

  it('puts the styles back as they were and the page where it was on unlock', () => {
    body.style.color = 'rgb(1, 2, 3)';
    body.style.paddingRight = '4px';
    root.style.overflow = 'scroll';
    scrolledTo(0, 800);
    scrollbarWidth(15);
    const unlock = lockPageScroll();
    expect(body.style.paddingRight).toBe('15px');
    scrolledTo(0, 0); // what a browser reads while the body is pinned

    unlock();
    expect(body.style.position).toBe('');
    expect(body.style.top).toBe('');
    expect(body.style.left).toBe('');
    expect(body.style.width).toBe('');
    expect(body.style.paddingRight).toBe('4px');
    expect(body.style.color).toBe('rgb(1, 2, 3)');
    expect(root.style.overflow).toBe('scroll');
    expect(root.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe(false);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 800, behavior: 'instant' });
  });

  it('nests: the page stays locked until the last lock is released', () => {
    scrolledTo(0, 500);
    const outer = lockPageScroll(); // the accordion
    scrolledTo(0, 0);
    const inner = lockPageScroll(); // a dialog opened from it
    expect(body.style.top).toBe('-500px');

    inner();
    expect(body.style.position).toBe('fixed');
    expect(root.getAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe('true');
    expect(scrollTo).not.toHaveBeenCalled();

    outer();
    expect(body.style.position).toBe('');
    expect(root.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 500 }));
  });

  it('counts each unlock once: a repeated call does not release another lock', () => {
    const first = lockPageScroll();
    const second = lockPageScroll();
    first();
    first();
    expect(body.style.position).toBe('fixed');
    second();
    expect(body.style.position).toBe('');
  });

  it('locks again after a release, from the new scroll position', () => {
    scrolledTo(0, 100);
    lockPageScroll()();
    scrolledTo(0, 300);
    const unlock = lockPageScroll();
    expect(body.style.top).toBe('-300px');
    unlock();
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 300 }));
  });

  it('leaves the scroll to the router when the address changed while locked', () => {
    scrolledTo(0, 900);
    const unlock = lockPageScroll();
    window.history.pushState(null, '', '/newsletters/');
    unlock();
    expect(body.style.position).toBe('');
    expect(root.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('useScrollLock', () => {
  let reactRoot: Root | undefined;

  function Locker({ locked }: { locked: boolean }) {
    useScrollLock(locked);
    return null;
  }

  /** Renders, then lets the lock's lazily loaded module arrive. */
  async function render(locked: boolean): Promise<void> {
    await act(async () => {
      reactRoot ??= createRoot(document.createElement('div'));
      reactRoot.render(<Locker locked={locked} />);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  afterEach(() => {
    act(() => reactRoot?.unmount());
    reactRoot = undefined;
  });

  it('locks while its flag is set and releases when it clears or the component goes', async () => {
    scrolledTo(0, 250);
    await render(false);
    expect(root.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe(false);

    await render(true);
    expect(body.style.top).toBe('-250px');
    expect(root.getAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe('true');

    await render(false);
    expect(body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 250 }));

    await render(true);
    act(() => reactRoot?.unmount());
    reactRoot = undefined;
    expect(body.style.position).toBe('');
    expect(root.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe(false);
  });

  it('shares the count with lockPageScroll (a dialog over the open accordion)', async () => {
    await render(true);
    const dialog = lockPageScroll();
    await render(false);
    expect(body.style.position).toBe('fixed');
    dialog();
    expect(body.style.position).toBe('');
  });

  it('never takes a lock that arrives after its flag cleared', async () => {
    act(() => {
      reactRoot ??= createRoot(document.createElement('div'));
      reactRoot.render(<Locker locked />);
    });
    await render(false);
    expect(body.style.position).toBe('');
    expect(root.hasAttribute(SCROLL_LOCKED_ATTRIBUTE)).toBe(false);
  });
});
