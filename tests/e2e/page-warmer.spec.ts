// The page warmer in the real cluster (issue 8): door pages are in the page cache before any
// reader asks for them, under the very keys the gateway looks up for readers, and operators
// see the queue behind a password.
import { expect, test } from '../support/test';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the cluster`);
  return value;
}

/**
 * A reader the warmer renders for: the warmer's own visitor id, so the A/B decision puts this
 * reader in the same buckets as the warmed pages.
 */
const WARMED_READER = { cookie: 'nemo_vid=page-cache-warmer' };

test('door pages are warm for every device before a reader asks', async () => {
  const doors = ['/', '/news/', '/reviews/', '/latest/'];
  for (const device of ['mobile', 'tablet', 'desktop']) {
    for (const path of doors) {
      await expect
        .poll(
          async () => {
            const res = await fetch(`${env('BASE_URL')}${path}`, {
              headers: { ...WARMED_READER, 'x-device': device },
            });
            await res.arrayBuffer();
            return res.headers.get('x-cache');
          },
          { timeout: 20_000, message: `${path} for ${device}` },
        )
        .toBe('hit');
    }
  }
});

test('the warm queue dashboard asks for the operator password', async () => {
  const url = `${env('WARMER_URL')}/queues`;
  expect((await fetch(url)).status).toBe(401);
  const auth = Buffer.from(`operator:${env('WARM_DASHBOARD_PASSWORD')}`).toString('base64');
  const res = await fetch(url, { headers: { authorization: `Basic ${auth}` } });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<html');
});

test('the warmer reports its renders and its queue in /metrics', async () => {
  // On the warmer's internal listener: its public port answers 404.
  expect((await fetch(`${env('WARMER_URL')}/metrics`)).status).toBe(404);
  const internal = JSON.parse(env('CLUSTER_INTERNAL_URLS')) as Record<string, string>;
  const metrics = await (await fetch(`${internal.warmer}/metrics`)).text();
  expect(metrics).toMatch(/warmer_renders_total\{result="warmed",service="warmer"\} [1-9]/);
  expect(metrics).toContain('warmer_queue_jobs{state="failed",service="warmer"}');
});
