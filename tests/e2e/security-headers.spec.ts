// The site's security headers through the whole cluster (issues 10 and 27): each page comes
// with a strict hash-based content security policy that allows exactly the page's own inline
// scripts, by their SHA-256, and what they load; no nonce, which a cached copy would share
// with every reader. Chromium holds the page to it: the page's own scripts run (it hydrates),
// a script or an event handler injected into it does not. Every other browser test of the
// suite fails on any violation (support/test.ts), so each journey runs under the policy too.
import { createHash } from 'node:crypto';
import { expect, test } from '../support/test';

const base = () => process.env.BASE_URL as string;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A policy's directives, by name. */
const directivesOf = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values] as const),
  );

/** Script elements that run code (not the JSON and JSON-LD data blocks): attributes, text. */
const codeScripts = (html: string) =>
  [
    ...html.matchAll(/<script(?![^>]*type="application\/(ld\+)?json")([^>]*)>([^]*?)<\/script>/g),
  ].map((match) => ({ attributes: match[2], text: match[3] }));

test('a page and its cached copies allow exactly their own scripts, by hash: no nonce to share', async ({
  request,
}) => {
  const policies: string[] = [];
  for (let visit = 0; visit < 3; visit++) {
    const res = await request.get(`${base()}/reviews/`);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['content-security-policy'];
    const directives = directivesOf(policy);
    const scriptSrc = directives.get('script-src') ?? [];
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    const html = await res.text();
    // Nothing a reader could reuse: no nonce in the policy or the page.
    expect(policy).not.toContain("'nonce-");
    expect(html).not.toMatch(/\snonce=/);
    // Every script that runs is inline and named by its hash; the hashes name nothing else.
    const scripts = codeScripts(html);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script.attributes).toBe('');
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    expect([...hashes].sort()).toEqual(scripts.map((script) => sha256(script.text)).sort());
    // Images, media, requests and frames: the site and named third parties, never any https host.
    for (const name of ['img-src', 'media-src', 'connect-src', 'frame-src', 'script-src']) {
      expect(directives.get(name), name).not.toContain('https:');
    }
    if (visit > 0) expect(headers['x-cache']).toBe('hit');
    policies.push(policy);
  }
  expect(new Set(policies).size).toBe(1);
});

/** What a stored or reflected injection would put in a page: scripts no hash of the policy names. */
const INJECTED = [
  '<script>window.__injectedScriptRan = true;</script>',
  '<script src="https://attacker.example/steal.js"></script>',
  '<img src="/no-such-image.png" alt="" onerror="window.__injectedHandlerRan = true">',
].join('');

test("the browser runs the page's own scripts and refuses what was injected into its HTML", async ({
  page,
  policyViolations,
}) => {
  // The gateway's answer, headers and all, with the injection before </body>.
  await page.route(`${base()}/news/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', `${INJECTED}</body>`);
    await route.fulfill({ response, body: html });
  });
  const res = await page.goto(`${base()}/news/`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => policyViolations.length).toBeGreaterThanOrEqual(3);
  const reported = policyViolations.join('\n');
  expect(reported).toMatch(/inline script/);
  expect(reported).toContain('https://attacker.example/steal.js');
  expect(reported).toMatch(/inline event handler/);
  const ran = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__injectedScriptRan, w.__injectedHandlerRan];
  });
  expect(ran).toEqual([undefined, undefined]);
  // Provoked on purpose: the suite's rule is about the pages' own behaviour.
  policyViolations.length = 0;
});
