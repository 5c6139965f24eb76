/**
 * Scroll tracking (spec 001 s3): 25, 50, 75 and 100 percent of the page, each once, only while
 * scrolling down and only when the session's page view count is above 1; it resets on a route
 * change and stops listening once every depth has fired.
 */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/** How far down the page the bottom of the window is, in percent. */
export function scrolledPercent(win: Window): number {
  const height = win.document.documentElement.scrollHeight;
  if (height <= 0) return 0;
  return Math.min(100, ((win.scrollY + win.innerHeight) / height) * 100);
}

export class ScrollDepthTracker {
  private fired = new Set<ScrollDepth>();
  private lastY: number;
  private pageViewCount = 0;
  private listening = false;
  private readonly onScroll = () => this.check();

  constructor(
    private readonly win: Window,
    private readonly report: (depth: ScrollDepth) => void,
  ) {
    this.lastY = win.scrollY;
  }

  /** A new page: nothing fired yet; `pageViewCount` says whether to track it at all. */
  reset(pageViewCount: number): void {
    this.fired = new Set();
    this.pageViewCount = pageViewCount;
    this.lastY = this.win.scrollY;
    if (!this.listening) {
      this.win.addEventListener('scroll', this.onScroll, { passive: true });
      this.listening = true;
    }
  }

  private check(): void {
    const y = this.win.scrollY;
    const down = y > this.lastY;
    this.lastY = y;
    if (!down || this.pageViewCount <= 1) return;
    const percent = scrolledPercent(this.win);
    for (const depth of SCROLL_DEPTHS) {
      if (percent >= depth && !this.fired.has(depth)) {
        this.fired.add(depth);
        this.report(depth);
      }
    }
    if (this.fired.size === SCROLL_DEPTHS.length) this.stop();
  }

  stop(): void {
    this.win.removeEventListener('scroll', this.onScroll);
    this.listening = false;
  }
}
