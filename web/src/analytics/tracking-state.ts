/**
 * The global tracking state (spec 001 s3 "Global state", "Environment state", "Tracked-component
 * state"), published read-only as `window.bytewireTracking` for partners' tags to read, made
 * anew on each page view: the brand and edition, whether the page carries the affiliate
 * disclosure, whether the global overlay is on, whether it is the innovation index, the site's
 * environment and build version, the current path and the page's tracked components.
 */
import type { Article, Review } from '@bytewire/contracts';
import { hasAffiliateLinks } from '../chrome/AffiliateDisclosure/commerce-story';
import type { PageData } from '../app/page-loader';
import { mainItem } from './tracking-data';
import { trackedComponents, type TrackedComponents } from './tracked-components';

/** The window property partners read. */
export const TRACKING_STATE_PROPERTY = 'bytewireTracking';
/**
 * The global overlay's switch (spec 001 s4 "A global overlay shows when overlay-active is on"):
 * the overlay sets `data-overlay-active="true"` on <html> or <body> while it shows.
 */
export const OVERLAY_ACTIVE_ATTRIBUTE = 'data-overlay-active';
/** The innovation index's route (libs/routes): its page is the index's trends. */
const INNOVATION_INDEX_ROUTE = 'innovation-index';

export interface TrackingState {
  brand: string;
  edition: string;
  hasAffiliateDisclosure: boolean;
  overlayActive: boolean;
  innovationIndexTrends: boolean;
  environment: string;
  version: string;
  currentPath: string;
  trackedComponents: TrackedComponents;
}

export interface TrackingStateInput {
  data: PageData | undefined;
  brand: string;
  edition: string;
  environment: string;
  version: string;
  doc: Document;
}

function overlayActive(doc: Document): boolean {
  const on = (element: Element | null) =>
    element?.getAttribute(OVERLAY_ACTIVE_ATTRIBUTE) === 'true';
  return on(doc.documentElement) || on(doc.body);
}

export function trackingState(input: TrackingStateInput): TrackingState {
  const { data, doc } = input;
  const { item, type } = mainItem(data?.page);
  const story = type === 'Article' || type === 'Review' ? item : undefined;
  return {
    brand: input.brand,
    edition: input.edition,
    // As the story shows it (ArticleStory, ReviewStory: the same test).
    hasAffiliateDisclosure: story
      ? hasAffiliateLinks(story as Partial<Article> | Partial<Review>)
      : false,
    overlayActive: overlayActive(doc),
    innovationIndexTrends: data?.routeName === INNOVATION_INDEX_ROUTE,
    environment: input.environment || 'production',
    version: input.version,
    currentPath: doc.location?.pathname ?? '',
    trackedComponents: trackedComponents(data?.page.components ?? []),
  };
}

/**
 * Puts the state on the window, frozen and not writable: a partner reads it, none changes it
 * for the others. A window that refuses the property (another script made it fixed) keeps
 * its own; the page goes on.
 */
export function publishTrackingState(win: Window, state: TrackingState): void {
  try {
    Object.defineProperty(win, TRACKING_STATE_PROPERTY, {
      value: Object.freeze({ ...state }),
      writable: false,
      enumerable: false,
      configurable: true,
    });
  } catch {
    // refused: nothing to publish
  }
}
