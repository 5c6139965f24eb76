/**
 * The first-party analytics endpoints of the gateway, as the pages and AMP pages call them
 * (`@bytewire/site/analytics`: apart from the index, so that the browser bundle splits it off).
 */
/** Events of the site's pages, JSON (`POST`). */
export const ANALYTICS_COLLECT_PATH = '/analytics/collect';
/** Events of AMP pages, as image beacons (`GET`, the event in the query). */
export const ANALYTICS_BEACON_PATH = '/analytics/beacon.gif';
/** The page-view candidate file error pages ask for (`GET`, spec 001 s7). */
export const ANALYTICS_PAGEVIEW_CANDIDATE_PATH = '/analytics/pageview-candidate.json';
/** amp-consent's `checkConsentHref`; `${AMP_CONSENT_PATH}/update` its `onUpdateHref`. */
export const AMP_CONSENT_PATH = '/analytics/amp-consent';
/** The consent instance of AMP pages' analytics. */
export const AMP_CONSENT_INSTANCE = 'bytewire-analytics';

/**
 * The video and video-ad events of AMP pages (spec 001 s8), and of the site's player: the
 * `action` of a `video` event, as the gateway accepts it and the pages send it.
 */
export const VIDEO_ACTIONS = [
  'loaded',
  'started',
  'played',
  'paused',
  'watched',
  'completed',
  'viewed',
  'interrupted',
  'seek-started',
  'seek-completed',
  'volume-changed',
  'ad-requested',
  'ad-loaded',
  'ad-started',
  'ad-played',
  'ad-skipped',
  'ad-paused',
  'ad-watched',
  'ad-impression',
  'ad-volume-changed',
  'ad-completed',
  'ad-viewed',
] as const;
export type VideoAction = (typeof VIDEO_ACTIONS)[number];
