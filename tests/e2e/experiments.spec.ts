// A/B tests and feature flags through the whole cluster (spec 001 s4, s7): a test created
// through the experiments service's admin API buckets a new visitor on a page request (cookies
// and x-ab-* headers on the answer, the state in the page's root data), keeps the bucket on the
// next visit, takes the `ab` query override, resolves flags with featureDisable (and `all`),
// and the page fires the A/B event 5000 ms after DOM ready.
import { experimentsAdmin, putAbTest } from '../support/experiments-admin';
import { expect, test, type Page } from '../support/test';

const BASE_URL = process.env.BASE_URL ?? '';
const TEST_ID = 'e2e_ab';
const FLAG = 'e2eFlag';

interface RootData {
  abTests: { id: string; version: string; bucket: string }[];
  flags: Record<string, boolean>;
}

async function rootData(page: Page): Promise<RootData> {
  return page.evaluate(
    () =>
      (window as unknown as { __staticRouterHydrationData: { loaderData: { root: RootData } } })
        .__staticRouterHydrationData.loaderData.root,
  );
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${BASE_URL}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response!;
}

const ourTest = (data: RootData) => data.abTests.find((t) => t.id === TEST_ID);

test.beforeAll(async () => {
  const created = await putAbTest(TEST_ID);
  expect([200, 201]).toContain(created.status);
  const flag = await experimentsAdmin(`/experiments/flags/${FLAG}`, {
    method: 'PUT',
    body: JSON.stringify({ default: true }),
  });
  expect(flag.status).toBe(200);
  // The gateway decides with the definitions it reads every EXPERIMENTS_SYNC_INTERVAL_MS (2 s):
  // wait until its pages carry both the test and the flag.
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${BASE_URL}/news/`)).text();
        return html.includes(TEST_ID) && /e2eFlag\\*"\s*:\s*true/.test(html);
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(true);
});

// The test must not outlive the run: it would bucket every later visitor of a shared Redis.
test.afterAll(async () => {
  const deleted = await experimentsAdmin(`/experiments/tests/${TEST_ID}`, { method: 'DELETE' });
  expect(deleted.status).toBe(204);
});

test('a new visitor is bucketed, told so in cookies and headers, and keeps the bucket', async ({
  page,
  context,
}) => {
  const response = await open(page, '/news/');
  const headers = response.headers();
  expect(headers['x-ab-test'] ?? '').toContain(TEST_ID);
  const first = ourTest(await rootData(page));
  expect(first?.version).toBe('1');
  expect(['a', 'b']).toContain(first?.bucket);

  const cookies = await context.cookies();
  const highlander = cookies.find((c) => c.name === 'nemo_highlander');
  expect(decodeURIComponent(highlander?.value ?? '')).toContain(`${TEST_ID}:1:${first?.bucket}`);
  expect(highlander?.secure).toBe(true);
  expect(highlander?.sameSite).toBe('Lax');
  expect(cookies.some((c) => c.name === 'nemo_vid')).toBe(true);

  await open(page, '/latest/');
  expect(ourTest(await rootData(page))?.bucket).toBe(first?.bucket);
});

test('the ab query parameter sets the state', async ({ page }) => {
  await open(page, `/news/?ab=${TEST_ID}:1:b`);
  expect(ourTest(await rootData(page))?.bucket).toBe('b');
  await open(page, `/news/?ab=${TEST_ID}:1:a`);
  expect(ourTest(await rootData(page))?.bucket).toBe('a');
});

test('flags: the default, featureDisable by name and by all', async ({ page }) => {
  await open(page, '/news/');
  expect((await rootData(page)).flags[FLAG]).toBe(true);
  await open(page, `/news/?featureDisable=${FLAG}`);
  expect((await rootData(page)).flags[FLAG]).toBe(false);
  await open(page, '/news/?featureDisable=all');
  expect((await rootData(page)).flags[FLAG]).toBe(false);
});

test('the A/B event fires 5000 ms after DOM ready with the test state', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: { at: number; detail: unknown }[] = [];
    (window as unknown as { abEvents: typeof seen }).abEvents = seen;
    let ready = 0;
    document.addEventListener('DOMContentLoaded', () => (ready = performance.now()));
    window.addEventListener('bytewire:ab-test', (event) =>
      seen.push({ at: performance.now() - ready, detail: (event as CustomEvent).detail }),
    );
  });
  await open(page, `/news/?ab=${TEST_ID}:1:b`);
  await page.waitForFunction(
    () => (window as unknown as { abEvents: unknown[] }).abEvents.length > 0,
    undefined,
    { timeout: 9000 },
  );
  const events = await page.evaluate(
    () =>
      (window as unknown as { abEvents: { at: number; detail: Record<string, string> }[] })
        .abEvents,
  );
  const ours = events.find((e) => e.detail.testId === TEST_ID);
  expect(ours?.detail).toMatchObject({ testId: TEST_ID, experienceId: 'b', testVersion: '1' });
  expect(ours?.at).toBeGreaterThanOrEqual(5000);
});
