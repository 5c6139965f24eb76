/**
 * Fires an ad's tracking URLs (the VAST Impression URLs when the ad starts): fire and forget,
 * no cookies (the ad request sends none either), and as a no-cors request, since a tracking
 * pixel answers an image without CORS headers. A ping that fails is the ad server's loss, not
 * the reader's: nothing is reported.
 */
export function pingAdTracking(urls: readonly string[], fetchFn: typeof fetch = fetch): void {
  for (const url of urls) {
    if (!url.startsWith('https://')) continue;
    try {
      void fetchFn(url, { mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(
        () => undefined,
      );
    } catch {
      // a URL fetch refuses outright: nothing to report
    }
  }
}
