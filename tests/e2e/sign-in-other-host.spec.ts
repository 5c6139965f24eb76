// Signing in from another host name (issue 27, point 5): a reader who opens the site at
// http://127.0.0.1:<port> (as `npm start` could be reached) rather than on its public origin
// (PUBLIC_URL, http://localhost:<port>) is sent there by the gateway (CANONICAL_HOST_REDIRECT),
// path and query kept, before anything else; sign-in then completes on the public origin, the
// only one the identity provider sends back to. A cluster and a Redis of its own: the suites'
// shared cluster serves every host (its tests call 127.0.0.1), and its cached pages name its own
// identity provider.
import { expect, test, type Page } from '../support/test';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from '../support/processes';
import { ownRedis, startTestCluster, type Cluster } from '../support/test-cluster';

const signInIcon = (page: Page) => page.locator('[data-menu="sign-in"]');
const accountToggle = (page: Page) => page.getByRole('button', { name: 'Account' });

test.describe('sign-in started on another host name', () => {
  test.describe.configure({ timeout: 90_000 });
  let cluster: Cluster;
  let redisServer: ChildProcess | undefined;
  // Where readers are sent: PUBLIC_URL of the cluster (scripts/lib/cluster.mjs).
  let site: string;
  // The same gateway on its address.
  let other: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const redis = await ownRedis();
    redisServer = redis.server;
    cluster = await startTestCluster('sign-in-other-host', {
      redisUrl: redis.url,
      env: { CANONICAL_HOST_REDIRECT: 'true' },
    });
    site = `http://localhost:${cluster.ports.gateway}`;
    other = `http://127.0.0.1:${cluster.ports.gateway}`;
  });

  test.afterAll(async () => {
    await cluster?.stop();
    if (redisServer) await stopProcess(redisServer);
  });

  test('the gateway redirects pages to the public origin and answers probes where asked', async ({
    request,
  }) => {
    const page = await request.get(`${other}/news/?page=2`, { maxRedirects: 0 });
    expect(page.status()).toBe(301);
    expect(page.headers().location).toBe(`${site}/news/?page=2`);
    const probe = await request.get(`${other}/health/live`, { maxRedirects: 0 });
    expect(probe.status()).toBe(200);
    const there = await request.get(`${site}/news/`, { maxRedirects: 0 });
    expect(there.status()).toBe(200);
  });

  test('a reader who starts on 127.0.0.1 lands on the public origin and signs in', async ({
    page,
  }) => {
    const email = `other.host.${randomBytes(5).toString('hex')}@example.com`;
    const response = await page.goto(`${other}/news/`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${site}/news/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await signInIcon(page).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in or join Bytewire' });
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // The provider's screens on its own public origin, never "redirect_uri did not match". (The
    // site's dialog has a heading of that name too: wait for the provider's origin first.)
    const provider = `http://localhost:${cluster.ports.identity}`;
    await page.waitForURL((url) => url.origin === provider);
    await expect(page.getByRole('heading', { name: 'Sign in or join', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Create a password').fill('Str0ng!pass');
    await page.getByLabel('I agree to the Terms & Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back on the page signed in from, on the public origin, with the Account menu.
    await page.waitForURL(`${site}/news/`);
    await expect(accountToggle(page)).toBeVisible();
    await expect(signInIcon(page)).toHaveCount(0);
  });
});
