// The site's security headers through the whole cluster (issue 10): each page comes with a
// content security policy whose nonce its scripts carry, on the first render and on the cached
// copy alike, and Chromium holds the page to it: the page's own scripts run (it hydrates),
// a script or an event handler injected into it does not. Every other browser test of the
// suite fails on any violation (support/test.ts), so each journey runs under the policy too.
import { expect, test } from '../support/test';

const base = () => process.env.BASE_URL as string;

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** Script and preload tags that run or fetch code: not the JSON-LD data blocks. */
const codeTags = (html: string) => [
  ...(html.match(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>/g) ?? []),
  ...(html.match(/<link rel="modulepreload"[^>]*>/g) ?? []),
];

test('a page and its cached copy carry the policy whose nonce each of their scripts has', async ({
  request,
}) => {
  for (let visit = 0; visit < 2; visit++) {
    const res = await request.get(`${base()}/reviews/`);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['content-security-policy'];
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("script-src-attr 'none'");
    const nonce = nonceOf(policy);
    expect(nonce).toBeTruthy();
    const tags = codeTags(await res.text());
    expect(tags.length).toBeGreaterThan(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    if (visit === 1) expect(headers['x-cache']).toBe('hit');
  }
});

/** What a stored or reflected injection would put in a page: markup without the page's nonce. */
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
