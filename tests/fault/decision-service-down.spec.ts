// Fault suite (issue 32 point 4, spec 001 s8): the decision service stopped. A cluster of its
// own; the experiments service, which serves the decision service, is stopped. An article then
// shows no recommendation items and no error, answered at once: the gateway gives the page the
// empty decision, and the page goes on.
import { RECOMMENDATIONS_DECISION_PATH } from '@bytewire/site';
import { expect, test } from '@playwright/test';
import { anArticle } from '../support/corpus';
import { stopProcess } from '../support/processes';
import { sharedRedisUrl, startTestCluster, type Cluster } from '../support/test-cluster';

const SERVICES = ['content', 'vanity', 'experiments', 'render', 'gateway'];

test.describe('the decision service stopped', () => {
  test.describe.configure({ timeout: 120_000 });
  let cluster: Cluster;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startTestCluster('fault-decision-down', {
      services: SERVICES,
      redisUrl: await sharedRedisUrl(),
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('an article shows no recommendations and no error', async ({ page }) => {
    const article = `${cluster.urls.gateway}${(await anArticle()).path}`;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const box = page.getByRole('complementary', { name: 'Recommended for you' });

    // Up: the items show (asked as their place comes within a screen of the viewport).
    const place = page.getByTestId('recommendations-place');
    await page.goto(article);
    await place.scrollIntoViewIfNeeded();
    await expect(box.getByRole('link').first()).toBeVisible();

    await stopProcess(cluster.children[SERVICES.indexOf('experiments')]);
    const decided = page.waitForResponse((r) => r.url().endsWith(RECOMMENDATIONS_DECISION_PATH));
    const started = Date.now();
    expect((await page.goto(article))?.status()).toBe(200);
    await place.scrollIntoViewIfNeeded();
    const answer = await decided;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ decisionId: '', options: [] });
    expect(Date.now() - started, 'answered at once, not after the 5000 ms budget').toBeLessThan(
      4000,
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
