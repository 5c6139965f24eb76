// The recommendation items (issue 32 point 4, spec 001 s3, s7, s9) against the cluster: an
// article shows up to four of its candidate stories in the order the decision service chose,
// with 72x72 images, asked only when their place comes within a screen of the viewport (issue
// 33), and a click is reported as the decision's outcome; through the gateway,
// outcomes fed make the better option's share of first places grow (the experiments service's
// bandit). The service stopped: tests/fault/decision-service-down.spec.ts.
import { randomBytes } from 'node:crypto';
import { RECOMMENDATIONS_DECISION_PATH, RECOMMENDATIONS_OUTCOME_PATH } from '@bytewire/site';
import { expect, test } from '../support/test';
import { anArticle } from '../support/corpus';

const base = () => process.env.BASE_URL ?? '';

test('an article shows the decided recommendation items, and a click is the outcome', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(RECOMMENDATIONS_DECISION_PATH)) asked.push(r.url());
  });
  // A short window, so that the story's end is screens away.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(`${base()}${(await anArticle()).path}`);
  const place = page.getByTestId('recommendations-place');
  // Hydrated, with the place more than two screens below: nothing asked yet.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const screens = await place.evaluate((el) => el.getBoundingClientRect().top / innerHeight);
  expect(screens).toBeGreaterThan(2);
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  const decided = page.waitForResponse((r) => r.url().endsWith(RECOMMENDATIONS_DECISION_PATH));
  await place.scrollIntoViewIfNeeded();
  const answer = await (await decided).json();
  expect(answer.decisionId).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.options.length).toBeGreaterThan(0);
  expect(answer.options.length).toBeLessThanOrEqual(4);

  const box = page.getByRole('complementary', { name: 'Recommended for you' });
  const links = box.getByRole('link');
  await expect(links).toHaveCount(answer.options.length);
  // In the decision's order, each an item of the page's own lists.
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    answer.options,
  );
  const image = box.locator('img').first();
  await image.scrollIntoViewIfNeeded();
  expect(await image.boundingBox()).toMatchObject({ width: 72, height: 72 });

  const outcome = page.waitForRequest((r) => r.url().endsWith(RECOMMENDATIONS_OUTCOME_PATH));
  await links.first().click();
  const sent = JSON.parse((await outcome).postData() ?? '{}');
  expect(sent).toEqual({ decisionId: answer.decisionId, option: answer.options[0], reward: 1 });
  await expect(page).toHaveURL(`${base()}${answer.options[0]}`);
});

test('outcomes fed through the gateway make the better option’s share of first places grow', async ({
  request,
}) => {
  const run = randomBytes(4).toString('hex');
  // The better option last: the holdout's control order never puts it first.
  const options = ['a', 'b', 'c'].map((name) => `/article/e2e-${run}-${name}/`);
  const better = options[2];
  const firsts: string[] = [];
  for (let round = 0; round < 150; round += 1) {
    const decision = await request.post(`${base()}${RECOMMENDATIONS_DECISION_PATH}`, {
      data: { options, listLength: 3, sessionId: `e2e-${run}-${round}`, isMobile: false },
    });
    expect(decision.status()).toBe(200);
    const { decisionId, options: order } = await decision.json();
    firsts.push(order[0]);
    const outcome = await request.post(`${base()}${RECOMMENDATIONS_OUTCOME_PATH}`, {
      data: { decisionId, option: order[0], reward: order[0] === better ? 1 : 0 },
    });
    expect(outcome.status()).toBe(204);
  }
  const share = (list: string[]) => list.filter((first) => first === better).length / list.length;
  const early = share(firsts.slice(0, 15));
  const late = share(firsts.slice(-50));
  process.stdout.write(
    `the better option first: ${early} of the first 15 rounds, ${late} of the last 50\n`,
  );
  // Before any outcome the three are alike: each is first a third of the time.
  expect(late).toBeGreaterThan(0.6);
});
