/**
 * The skybox's states (spec 001 s4): collapsed, empty, rendered, stuck, leader, animate,
 * expanded, kept on its element as `data-state` (collapsed, empty or rendered) and boolean
 * `data-*` attributes, which the stylesheet reads.
 * - A blank ad is rendered and empty, and collapsed when the slot says collapseEmpty.
 * - A leader-size ad sticks on the first scroll; 4.5 s after it rendered it animates if the
 *   page is scrolled more than 100 px; at 5 s it unsticks and the height variable updates.
 * - Any other ad is marked rendered after 1 s.
 * - Each route change resets it, expanded only on the front door; its X collapses it.
 */
import {
  isOneOf,
  LEADER_SIZES,
  SKYBOX_ANIMATE_CHECK_MS,
  SKYBOX_HEIGHT_VARIABLE,
  SKYBOX_NON_LEADER_RENDERED_MS,
  SKYBOX_SCROLL_THRESHOLD_PX,
  SKYBOX_UNSTICK_MS,
} from './ad-constants';
import type { AdResult } from './ad-network';
import { addCloseButton, removeCloseButton } from './close-button';

type Flag = 'stuck' | 'leader' | 'animate' | 'expanded';

export class Skybox {
  private timers: number[] = [];
  private stopScrollWatch: (() => void) | undefined;

  constructor(
    readonly element: HTMLElement,
    private readonly win: Window,
    /** Told when the reader closes it (the network empties the slot). */
    private readonly onClose: () => void,
  ) {}

  /** A route change: collapsed, no timers; expanded only on the front door. */
  reset(frontDoor: boolean): void {
    this.stop();
    this.element.dataset.state = 'collapsed';
    for (const flag of ['stuck', 'leader', 'animate'] as const) this.set(flag, false);
    this.set('expanded', frontDoor);
    removeCloseButton(this.element);
  }

  rendered(result: AdResult, collapseEmpty: boolean): void {
    if (result.empty) {
      this.element.dataset.state = collapseEmpty ? 'collapsed' : 'empty';
      this.element.dataset.empty = 'true';
      return;
    }
    delete this.element.dataset.empty;
    addCloseButton(this.element, () => this.close());
    if (!isOneOf(result.size, LEADER_SIZES)) {
      this.later(SKYBOX_NON_LEADER_RENDERED_MS, () => (this.element.dataset.state = 'rendered'));
      return;
    }
    this.element.dataset.state = 'rendered';
    this.set('leader', true);
    const stick = () => this.set('stuck', true);
    this.win.addEventListener('scroll', stick, { once: true, passive: true });
    this.stopScrollWatch = () => this.win.removeEventListener('scroll', stick);
    this.later(SKYBOX_ANIMATE_CHECK_MS, () => {
      if (this.win.scrollY > SKYBOX_SCROLL_THRESHOLD_PX) this.set('animate', true);
    });
    this.later(SKYBOX_UNSTICK_MS, () => {
      this.stopScrollWatch?.();
      this.set('stuck', false);
      this.set('animate', false);
      this.win.document.documentElement.style.setProperty(
        SKYBOX_HEIGHT_VARIABLE,
        `${this.element.offsetHeight}px`,
      );
    });
  }

  /** The X: collapsed for the rest of this page. */
  close(): void {
    this.stop();
    this.element.dataset.state = 'collapsed';
    for (const flag of ['stuck', 'leader', 'animate'] as const) this.set(flag, false);
    removeCloseButton(this.element);
    this.onClose();
  }

  private set(flag: Flag, on: boolean): void {
    if (on) this.element.dataset[flag] = 'true';
    else delete this.element.dataset[flag];
  }

  private later(ms: number, run: () => void): void {
    this.timers.push(this.win.setTimeout(run, ms));
  }

  private stop(): void {
    for (const timer of this.timers) this.win.clearTimeout(timer);
    this.timers = [];
    this.stopScrollWatch?.();
    this.stopScrollWatch = undefined;
  }
}
