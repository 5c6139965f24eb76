/**
 * The service worker at /service-worker.js (spec 001 s8), registered from the root for the
 * whole site; a failed registration goes to the error reporter.
 */
export const SERVICE_WORKER_URL = '/service-worker.js';

export function registerServiceWorker(
  report: (error: unknown) => void,
  nav: Navigator = navigator,
): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(report);
}
