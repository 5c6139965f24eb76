/**
 * HLS in browsers without native HLS: hls.js, loaded on demand (a dynamic import, so its
 * ~100 KB stay out of the initial bundle and load only when an HLS file was chosen and the
 * browser cannot play it itself). The light build: clear HLS needs no DRM, and captions come
 * from the page's own <track>.
 */
import { HLS_MIME_TYPE } from './video-media';

/** Safari, iOS and recent Chromium play HLS themselves. */
export function playsHlsNatively(media: Pick<HTMLMediaElement, 'canPlayType'>): boolean {
  return media.canPlayType(HLS_MIME_TYPE) !== '';
}

export type HlsFailure = 'unsupported' | 'load-failed' | 'attach-failed' | 'fatal';

/** The failures before anything played: the player itself could not be set up. */
export function isInitFailure(failure: HlsFailure): boolean {
  return failure !== 'fatal';
}

/**
 * Plays `url` in `media` through hls.js; `onFailure` hears a browser without Media Source
 * Extensions, a failed load of the library, hls.js refusing the source or the element, or a
 * fatal playback error. Resolves to the detach function (which stops loading and frees the
 * media element).
 */
export async function attachHls(
  media: HTMLVideoElement,
  url: string,
  onFailure: (failure: HlsFailure) => void,
): Promise<() => void> {
  let Hls: typeof import('hls.js').default;
  try {
    ({ default: Hls } = await import('hls.js/light'));
  } catch {
    onFailure('load-failed');
    return () => undefined;
  }
  if (!Hls.isSupported()) {
    onFailure('unsupported');
    return () => undefined;
  }
  let hls: InstanceType<typeof Hls> | undefined;
  try {
    hls = new Hls({ capLevelToPlayerSize: true });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFailure('fatal');
    });
    hls.loadSource(new URL(url, window.location.href).toString());
    hls.attachMedia(media);
  } catch {
    hls?.destroy();
    onFailure('attach-failed');
    return () => undefined;
  }
  const attached = hls;
  return () => attached.destroy();
}
