/**
 * Tracking data of each page shown by seamless scrolling (spec 000 s2): a link tag and click
 * text of the form `direction.position`, the page number, and a program source plus
 * `contentaboutcontent`.
 *
 * - direction: how the reader reached the page, `down` (scrolling on) or `up` (back up);
 * - position: the item's place in the seamless listing, from 1; the page the reader landed on
 *   is position 0;
 * - page number: the page's place in the reading session, the landing page being 1;
 * - program source: why the item follows, as the listing says (`latest`, `collection`), else
 *   `seamless`; program type: always `contentaboutcontent`.
 *
 * On the page the data sits in data-track-* attributes of the page's <article> (see
 * trackingAttributes); each time a page becomes the one shown, a SEAMLESS_PAGE_EVENT carries
 * it on window for analytics.
 */
export const SEAMLESS_PROGRAM_TYPE = 'contentaboutcontent';
export const DEFAULT_PROGRAM_SOURCE = 'seamless';
export const SEAMLESS_PAGE_EVENT = 'bytewire:seamless-page';

export type ScrollDirection = 'down' | 'up';

export interface SeamlessTracking {
  linkTag: string;
  clickText: string;
  pageNumber: number;
  programSource: string;
  programType: typeof SEAMLESS_PROGRAM_TYPE;
}

export interface TrackingInput {
  direction: ScrollDirection;
  /** Place in the listing, from 1; 0 for the landing page. */
  position: number;
  /** Place in the session, the landing page being 1. */
  pageNumber: number;
  /** The listing item's source. */
  source?: string;
}

export function seamlessTracking({
  direction,
  position,
  pageNumber,
  source,
}: TrackingInput): SeamlessTracking {
  const tag = `${direction}.${position}`;
  return {
    linkTag: tag,
    clickText: tag,
    pageNumber,
    programSource: source || DEFAULT_PROGRAM_SOURCE,
    programType: SEAMLESS_PROGRAM_TYPE,
  };
}

export type TrackingAttributes = Readonly<Record<`data-track-${string}`, string>>;

export function trackingAttributes(tracking: SeamlessTracking): TrackingAttributes {
  return {
    'data-track-link-tag': tracking.linkTag,
    'data-track-click-text': tracking.clickText,
    'data-track-page-number': String(tracking.pageNumber),
    'data-track-program-source': tracking.programSource,
    'data-track-program-type': tracking.programType,
  };
}

/** What SEAMLESS_PAGE_EVENT carries: the page shown, where it lives and its tracking data. */
export interface SeamlessPageDetail extends SeamlessTracking {
  path: string;
  title: string;
}
