/** How an ad break runs (the player's choices; the spec names none). */

/**
 * The reader may skip the ad once this much of it has played (seconds of the ad's own
 * playhead, so that pausing it does not bring the button nearer): five seconds, the industry's
 * usual skippable-ad delay.
 */
export const AD_SKIP_DELAY_S = 5;

/**
 * An ad that has not shown a frame this long after it was started is given up: the reader
 * came for the video, and a creative that does not load must not hold it back.
 */
export const AD_START_TIMEOUT_MS = 8000;

/** The seconds left before the ad can be skipped, at `position` seconds into it. */
export function secondsBeforeSkip(position: number): number {
  const played = Number.isFinite(position) && position > 0 ? position : 0;
  return Math.max(0, Math.ceil(AD_SKIP_DELAY_S - played));
}
