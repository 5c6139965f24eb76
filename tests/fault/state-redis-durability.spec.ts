// Fault suite (issue 26, "Redis roles"): the state Redis killed with kill -9 and started again
// from its append-only file keeps what readers and operators made. A redis-server of its own,
// persisting as production's state Redis does (appendonly yes, appendfsync everysec, no RDB),
// in a temporary directory, and the services that keep state there on free loopback ports:
// a reader's account and signed-in session (identity), a short link (gateway) and a changed
// flag (experiments) made before the kill are all there after it, read through the services.
// Bounded: about 20 s once the cluster is up; everything started here is stopped.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Redis } from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcess } from '../support/processes';
import { startRedis } from '../support/redis-server';
import { startTestCluster, type Cluster } from '../support/test-cluster';

/** The services that keep this state in Redis; nothing else is needed to read it back. */
const SERVICES = ['experiments', 'gateway', 'identity'];
const PASSWORD = 'Str0ng!pass';
/** A configured flag (FEATURE_FLAGS) whose default is changed: an empty Redis would reset it. */
const FLAG = 'cohesion';
/** appendfsync everysec: a write is on disk within about a second; wait past that. */
const FSYNC_WAIT_MS = 2000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The site's authorisation request (PKCE), as its sign-in button makes it. */
function authorisation(identity: string, site: string, prompt?: 'none') {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'bytewire-web',
    redirect_uri: `${site}/auth/callback/`,
    response_type: 'code',
    scope: 'openid email profile account',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...(prompt ? { prompt } : {}),
  });
  return { url: `${identity}/oidc/auth?${query}`, verifier };
}

/** A browser context whose visits to the site's callback stop there (the site is not run). */
async function readerContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route(
    (url) => url.pathname === '/auth/callback/',
    (route) => route.fulfill({ contentType: 'text/html', body: '<p>back on the site</p>' }),
  );
  return context;
}

/** The query of the site's callback the provider sent the browser to. */
async function callbackOf(page: Page): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.pathname === '/auth/callback/', { timeout: 5000 });
  return new URL(page.url()).searchParams;
}

test.describe('state Redis killed with kill -9 and started from its append-only file', () => {
  test.describe.configure({ timeout: 120_000 });
  let dir: string;
  let port: number;
  let redis: ChildProcess | undefined;
  let cluster: Cluster | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const { freePort } = await import('../../scripts/lib/ports.mjs');
    dir = mkdtempSync(path.join(tmpdir(), 'bytewire-state-redis-'));
    port = await freePort();
    redis = await startRedis(port, { appendOnlyDir: dir });
    cluster = await startTestCluster('fault-state-redis-durability', {
      redisUrl: `redis://127.0.0.1:${port}`,
      services: SERVICES,
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    if (redis) await stopProcess(redis);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('an account, its session, a short link and a changed flag are all still there', async ({
    browser,
  }) => {
    const { urls, ports, experimentsAdminKey } = cluster!;
    // The origins browsers use: the provider's cookies and its redirects name them.
    const identity = `http://localhost:${ports.identity}`;
    const site = `http://localhost:${ports.gateway}`;
    const flagsUrl = `${urls.experiments}/experiments/flags`;
    const headers = { 'content-type': 'application/json', 'x-api-key': experimentsAdminKey };
    const readFlags = async () =>
      (await (await fetch(flagsUrl, { headers })).json()) as {
        version: number;
        flags: Record<string, boolean>;
      };
    const putFlag = (name: string, value: boolean) =>
      fetch(`${flagsUrl}/${name}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ default: value }),
        signal: AbortSignal.timeout(5000),
      });

    // 1. A changed flag: the configured default turned over by the admin API.
    const before = await readFlags();
    expect(Object.keys(before.flags)).toContain(FLAG);
    const changed = !before.flags[FLAG];
    const put = await putFlag(FLAG, changed);
    expect(put.status).toBe(200);
    const { version } = (await put.json()) as { version: number };

    // 2. A short link of a page of the site, redirecting to it.
    const longUrl = `${site}/news/`;
    const shortened = await fetch(
      `${urls.gateway}/sharebar-shortener/?${new URLSearchParams({ longurl: longUrl })}`,
    );
    expect(shortened.status).toBe(200);
    const shortUrl = ((await shortened.json()) as { data: { url: string } }).data.url;
    expect(shortUrl).toMatch(new RegExp(`^${site}/s/[0-9A-Za-z]{10}/$`));
    const shortPath = new URL(shortUrl).pathname;
    const expand = () =>
      fetch(`${urls.gateway}${shortPath}`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(5000),
      });
    const first = await expand();
    expect([first.status, first.headers.get('location')]).toEqual([301, longUrl]);

    // 3. An account, joined through the provider's screens: the browser is signed in there.
    const email = `durable.${randomBytes(5).toString('hex')}@example.com`;
    const joined = await readerContext(browser);
    const page = await joined.newPage();
    await page.goto(authorisation(identity, site).url);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Create a password').fill(PASSWORD);
    await page.getByLabel('I agree to the Terms & Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    expect((await callbackOf(page)).get('code')).toBeTruthy();

    /**
     * 4. The session: an authorisation asking for no screen at all (prompt=none) gets a code,
     * which the token endpoint trades for tokens of that account. Without the session the
     * provider answers `login_required` instead.
     */
    const silentSignIn = async (): Promise<string | null> => {
      const request = authorisation(identity, site, 'none');
      await page.goto(request.url);
      const answer = await callbackOf(page);
      const code = answer.get('code');
      if (!code) return answer.get('error');
      const token = await fetch(`http://127.0.0.1:${ports.identity}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${site}/auth/callback/`,
          client_id: 'bytewire-web',
          code_verifier: request.verifier,
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!token.ok) return `token endpoint ${token.status}`;
      const { id_token } = (await token.json()) as { id_token: string };
      const claims = JSON.parse(Buffer.from(id_token.split('.')[1], 'base64url').toString()) as {
        email?: string;
      };
      return claims.email === email ? 'signed in' : `signed in as ${claims.email}`;
    };
    expect(await silentSignIn()).toBe('signed in');

    // The state Redis persists as in production, and has had time to write it all down.
    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'yes']);
      expect(await client.dbsize()).toBeGreaterThan(0);
    } finally {
      await client.quit();
    }
    await pause(FSYNC_WAIT_MS);
    expect(readdirSync(dir)).toContain('appendonlydir');

    // kill -9: no shutdown, no final save; then the same port and directory again.
    await stopProcess(redis!);
    const { pingRedis } = await import('../../scripts/lib/redis.mjs');
    expect(await pingRedis(`redis://127.0.0.1:${port}`, 300)).toBe(false);
    redis = await startRedis(port, { appendOnlyDir: dir });

    // The short link redirects as before (503 only while the gateway reconnects).
    await expect
      .poll(
        async () => {
          const res = await expand();
          return [res.status, res.headers.get('location')];
        },
        { timeout: 20_000, intervals: [250, 500] },
      )
      .toEqual([301, longUrl]);

    // The flag is still changed: a write goes through once the service has reconnected, and
    // reloads what Redis holds (an emptied Redis would have restarted its version count).
    await expect
      .poll(async () => (await putFlag('durabilityProbe', true)).status, {
        timeout: 20_000,
        intervals: [250, 500],
      })
      .toBe(200);
    const after = await readFlags();
    expect(after.flags[FLAG]).toBe(changed);
    expect(after.version).toBe(version + 1);

    // The session: still signed in at the provider, as the same account.
    await expect.poll(silentSignIn, { timeout: 20_000, intervals: [250, 500] }).toBe('signed in');
    await joined.close();

    // The account: a browser with no session is asked for its password (the address is
    // known) and signs in with it.
    const fresh = await readerContext(browser);
    const again = await fresh.newPage();
    await again.goto(authorisation(identity, site).url);
    await again.getByLabel('Email address').fill(email);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await callbackOf(again);
    expect([signedIn.get('error'), Boolean(signedIn.get('code'))]).toEqual([null, true]);
    await fresh.close();

    for (const child of cluster!.children) {
      expect(child.exitCode, 'a service exited').toBeNull();
    }
  });
});
