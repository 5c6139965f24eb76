// Error reporting and the service worker in Chromium (issue 9, spec 001 s8): the service worker
// at /service-worker.js is registered from the root; an error raised before the error reporter
// has loaded is kept by the page's inline buffer and replayed to the collection endpoint; a
// failed service-worker registration is reported too.
import { collectedEvents } from '../support/collected';
import { expect, test } from '../support/test';

const base = () => process.env.BASE_URL ?? '';

test('the service worker is served from the root and registered for the whole site', async ({
  page,
  request,
}) => {
  const script = await request.get(`${base()}/service-worker.js`);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toContain('javascript');
  expect(script.headers()['cache-control']).toBe('no-cache');

  await page.goto(`${base()}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${base()}/`);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
  });
});

test('an error raised before the reporter loaded is replayed to the collection endpoint', async ({
  page,
}) => {
  const reports = collectedEvents(page, 'error');
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  // Raised as the document is parsed, well before the page hydrates and its reporter loads.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      setTimeout(() => {
        throw new Error('raised before the reporter');
      }, 0);
    });
  });
  await page.goto(`${base()}/news/`);
  await expect
    .poll(() => reports.map((report) => report.message))
    .toContain('Uncaught Error: raised before the reporter');
  expect(thrown).toEqual(['raised before the reporter']);
  const [report] = reports;
  expect(report).toMatchObject({ errorKind: 'error', pageUrl: `${base()}/news/` });
  expect(report?.stack).toContain('raised before the reporter');
});

test('a failed service-worker registration is reported', async ({ page }) => {
  const reports = collectedEvents(page, 'error');
  // As in a browser that refuses workers (Firefox's private windows throw a SecurityError).
  await page.addInitScript(() => {
    navigator.serviceWorker.register = () =>
      Promise.reject(new DOMException('Service workers are refused here', 'SecurityError'));
  });
  await page.goto(`${base()}/reviews/`);
  await expect.poll(() => reports.map((report) => report.errorKind)).toContain('service-worker');
  const report = reports.find((r) => r.errorKind === 'service-worker');
  expect(report?.message).toBe('Service workers are refused here');
});
