/** Video sizes, tracking units and messages (spec 000 s8 and s9). */

export const VIDEO_AD_SIZE = { width: 640, height: 480 } as const;

export const VIDEO_DISABLED_MESSAGE = 'video is disabled';
export const VIDEO_MANAGER_INIT_FAILED_MESSAGE = 'UVPJS VideoManager could not be initialized';

/**
 * Durations are tracked in milliseconds (seconds × 1000), rounded to whole milliseconds so
 * that float noise (1.005 × 1000) does not reach analytics. A missing or broken duration
 * tracks as 0 rather than NaN.
 */
export function trackingDuration(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : 0;
}
