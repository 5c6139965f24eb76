/**
 * The omnibar (spec 001 s4, s9): where it sits follows the size it rendered. A top omnibar
 * (970x250, 970x66, 728x90) gives the body a top margin of its height for 3 s, then the sticky
 * banner hides with about 120 px of upward animation. A bottom one (320x50) sits at the foot of
 * the screen with the close control (only a non-blank bottom omnibar has one); closing removes
 * the ad. A 6x6 creative or a blank ad leaves it hidden.
 */
import {
  HIDDEN_SIZE,
  isOneOf,
  OMNIBAR_BOTTOM_SIZES,
  OMNIBAR_TOP_MARGIN_MS,
  OMNIBAR_TOP_SIZES,
  sameSize,
} from './ad-constants';
import type { AdResult } from './ad-network';
import { addCloseButton, removeCloseButton } from './close-button';

export type OmnibarPosition = 'top' | 'bottom' | 'hidden';

export function omnibarPosition(result: AdResult): OmnibarPosition {
  if (result.empty || sameSize(result.size, HIDDEN_SIZE)) return 'hidden';
  if (isOneOf(result.size, OMNIBAR_TOP_SIZES)) return 'top';
  return isOneOf(result.size, OMNIBAR_BOTTOM_SIZES) ? 'bottom' : 'hidden';
}

export class Omnibar {
  private timer: number | undefined;

  constructor(
    readonly element: HTMLElement,
    private readonly win: Window,
    /** Told when the reader closes it (the network empties the slot). */
    private readonly onClose: () => void,
  ) {}

  rendered(result: AdResult): void {
    const position = omnibarPosition(result);
    this.element.dataset.position = position;
    if (position === 'hidden') {
      this.element.dataset.state = 'collapsed';
      return;
    }
    this.element.dataset.state = 'rendered';
    if (position === 'bottom') {
      addCloseButton(this.element, () => this.close());
      return;
    }
    const body = this.win.document.body;
    body.style.marginTop = `${this.element.offsetHeight}px`;
    this.timer = this.win.setTimeout(() => {
      body.style.marginTop = '';
      this.element.dataset.hiding = 'true';
    }, OMNIBAR_TOP_MARGIN_MS);
  }

  close(): void {
    if (this.timer !== undefined) this.win.clearTimeout(this.timer);
    this.win.document.body.style.marginTop = '';
    this.element.dataset.state = 'closed';
    this.element.hidden = true;
    removeCloseButton(this.element);
    this.onClose();
  }
}
