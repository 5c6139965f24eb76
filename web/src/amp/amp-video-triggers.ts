/**
 * The video and video-ad events of AMP pages (spec 001 s8) as amp-analytics triggers: each
 * event AMP reports for its video players (amp-video, amp-youtube, amp-ima-video…, AMP's
 * video analytics), and the action the beacon endpoint calls it (VIDEO_ACTIONS of
 * @bytewire/site, which the gateway accepts). AMP reports fewer events than the spec names; those it has no trigger for
 * are listed in AMP_VIDEO_ACTIONS_NOT_REPORTED and are not sent, rather than faked from
 * another event. See docs (AMP analytics) for the table.
 */
import type { VideoAction } from '@bytewire/site/analytics';

/** AMP's video players that report video analytics. */
export const AMP_VIDEO_SELECTOR = 'amp-video, amp-youtube, amp-ima-video, amp-brightcove';

/** The interval of the `watched` event: AMP's video-seconds-played requires one. */
export const WATCHED_INTERVAL_SECONDS = 10;

/** The IAB's viewable video: half the player on screen for two continuous seconds. */
const VIEWED_SPEC = { visiblePercentageMin: 50, continuousTimeMin: 2000 };

export interface AmpVideoEvent {
  /** The amp-analytics trigger. */
  on: string;
  /** What the endpoint calls it. */
  action: VideoAction;
  videoSpec?: Record<string, unknown>;
  visibilitySpec?: Record<string, unknown>;
}

export const AMP_VIDEO_EVENTS: readonly AmpVideoEvent[] = [
  // The player's first content has loaded.
  { on: 'ini-load', action: 'loaded' },
  { on: 'visible', action: 'viewed', visibilitySpec: VIEWED_SPEC },
  // AMP fires video-play on the first play and on each resume alike: both are `played`.
  { on: 'video-play', action: 'played' },
  { on: 'video-pause', action: 'paused' },
  {
    on: 'video-seconds-played',
    action: 'watched',
    videoSpec: { interval: WATCHED_INTERVAL_SECONDS },
  },
  { on: 'video-ended', action: 'completed' },
  // An ad's impression is counted as it starts to play (VAST), which is what AMP reports.
  { on: 'video-ad-start', action: 'ad-started' },
  { on: 'video-ad-start', action: 'ad-impression' },
  // AMP reports the end of an ad without saying whether it was skipped.
  { on: 'video-ad-end', action: 'ad-completed' },
];

/** The spec's events AMP has no trigger or variable for: not sent from AMP pages. */
export const AMP_VIDEO_ACTIONS_NOT_REPORTED: readonly VideoAction[] = [
  'started',
  'interrupted',
  'seek-started',
  'seek-completed',
  'volume-changed',
  'ad-requested',
  'ad-loaded',
  'ad-played',
  'ad-skipped',
  'ad-paused',
  'ad-watched',
  'ad-volume-changed',
  'ad-viewed',
];

/** Only AMP's video-* triggers carry the video's variables (its duration among them). */
export const reportsVideoState = (event: AmpVideoEvent) => event.on.startsWith('video-');

/**
 * The amp-analytics triggers of the video events: the video-* ones send `requests.video`
 * (with the video's duration), the element's load and visibility `requests.element`.
 */
export function ampVideoTriggers(requests: {
  video: string;
  element: string;
}): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    AMP_VIDEO_EVENTS.map((event) => [
      // A trigger's name is any unique string: the action is unique where `on` is not.
      `video-${event.action}`,
      {
        on: event.on,
        selector: AMP_VIDEO_SELECTOR,
        request: reportsVideoState(event) ? requests.video : requests.element,
        vars: { type: 'video', action: event.action, elementType: 'video' },
        ...(event.videoSpec ? { videoSpec: event.videoSpec } : {}),
        ...(event.visibilitySpec ? { visibilitySpec: event.visibilitySpec } : {}),
      },
    ]),
  );
}
