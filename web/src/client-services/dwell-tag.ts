/**
 * The dwell tag (spec 001 s9): how long the reader had a page in view (visible time only, from
 * visibilitychange), sent as one `dwell` event when they leave it (pagehide, or a route change
 * to another page) with the page's sections: the ids of its main item's topics, primary first,
 * at most MAX_DWELL_SECTIONS. A page never seen sends nothing.
 */
import type { AnalyticsEvent } from '../analytics/collector';
import { mainItem, type TrackingInput } from '../analytics/tracking-data';

export const MAX_DWELL_SECTIONS = 3;

type Send = (event: AnalyticsEvent) => void;

/** The page's section ids: its main item's topic ids, distinct, at most MAX_DWELL_SECTIONS. */
export function sectionIdsOf(page: TrackingInput['page']): string[] {
  // Topics cleaned where the page entered (libs/contracts content-fields.ts): string ids.
  const topics = mainItem(page).item?.topics ?? [];
  const ids = new Set<string>();
  for (const { id } of topics) {
    if (id !== '' && !id.includes('|')) ids.add(id.slice(0, 64));
    if (ids.size === MAX_DWELL_SECTIONS) break;
  }
  return [...ids];
}

export class DwellTag {
  private pageUrl = '';
  private sections: string[] = [];
  private visibleMs = 0;
  private visibleSince: number | undefined;
  private readonly onVisibility = () => this.visibilityChanged();
  private readonly onPageHide = () => this.leave();

  constructor(
    private readonly win: Window,
    private readonly send: Send,
    private readonly now: () => number = () => win.performance.now(),
  ) {}

  /** Starts timing the page shown now. */
  start(sections: readonly string[]): void {
    this.begin(sections);
    this.win.document.addEventListener('visibilitychange', this.onVisibility);
    this.win.addEventListener('pagehide', this.onPageHide);
  }

  /** A route change: the page left is sent, the new one timed. */
  pageChanged(sections: readonly string[]): void {
    this.leave();
    this.begin(sections);
  }

  stop(): void {
    this.win.document.removeEventListener('visibilitychange', this.onVisibility);
    this.win.removeEventListener('pagehide', this.onPageHide);
  }

  private begin(sections: readonly string[]): void {
    this.pageUrl = this.win.location.href.slice(0, 2048);
    this.sections = sections.slice(0, MAX_DWELL_SECTIONS);
    this.visibleMs = 0;
    this.visibleSince = this.win.document.visibilityState === 'visible' ? this.now() : undefined;
  }

  private visibilityChanged(): void {
    if (this.win.document.visibilityState === 'visible') {
      this.visibleSince ??= this.now();
    } else {
      this.pause();
    }
  }

  private pause(): void {
    if (this.visibleSince === undefined) return;
    this.visibleMs += Math.max(0, this.now() - this.visibleSince);
    this.visibleSince = undefined;
  }

  /** Sends the page's dwell once: a pagehide after the route change's send adds nothing. */
  private leave(): void {
    this.pause();
    const dwellMs = Math.round(this.visibleMs);
    this.visibleMs = 0;
    if (dwellMs <= 0) return;
    this.send({
      type: 'dwell',
      pageUrl: this.pageUrl,
      dwellMs: String(dwellMs),
      sectionIds: this.sections.join('|'),
    });
  }
}
