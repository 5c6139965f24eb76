/**
 * Issue 30's check: the official GrowthBook SDK, loading its features from this service's
 * GET /api/features/{clientKey} over HTTP, agrees with the service's own decisions
 * (FeatureEvaluator's engine, what OFREP answers with) for 100,000 random users over a set of
 * random experiments: coverage, decimal weights, namespaces, conditions, hash versions 1 and 2,
 * a fallback hash attribute, users without the attribute. A sample of users is also asked of
 * OFREP over HTTP. Seeded: a failure replays from its seed.
 */
import { GrowthBookClient, type FeatureDefinition } from '@growthbook/growthbook';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FeatureEvaluator } from '../src/features/feature-evaluator';
import { ADMIN_KEY, API_KEY, cleanRedis, createApp, uniqueSite } from './support/app';
import { seededRandom } from '../../../tests/support/seeded-random';

const SEED = 30_2026;
const USERS = 100_000;
const EXPERIMENTS = 8;
const OFREP_SAMPLE = 200;
const CLIENT_KEY = 'sdk-agreement-0123456789';

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'NZ', 'JP'];

/** A random experiment rule: 2 to 4 variations, decimal weights, coverage, maybe more. */
function randomFeature(random: () => number, index: number): FeatureDefinition {
  const count = 2 + Math.floor(random() * 3);
  const raw = Array.from({ length: count }, () => 0.1 + random());
  const total = raw.reduce((sum, w) => sum + w, 0);
  // Weights to four decimals, the last one taking the rounding so that they sum to 1.
  const weights = raw.map((w) => Math.round((w / total) * 10_000) / 10_000);
  weights[count - 1] =
    Math.round((1 - weights.slice(0, -1).reduce((s, w) => s + w, 0)) * 10_000) / 10_000;
  const start = Math.round(random() * 50) / 100;
  const rule: Record<string, unknown> = {
    key: `exp-${index}`,
    variations: Array.from({ length: count }, (_, v) => `v${v}`),
    weights,
    coverage: Math.round((0.3 + random() * 0.7) * 100) / 100,
    hashVersion: random() < 0.5 ? 1 : 2,
    hashAttribute: random() < 0.7 ? 'id' : 'deviceId',
    ...(random() < 0.5 ? { fallbackAttribute: 'id' } : {}),
    ...(random() < 0.5 ? { namespace: [`ns-${index % 3}`, start, start + 0.5] } : {}),
    ...(random() < 0.6
      ? {
          condition:
            random() < 0.5
              ? { country: { $in: COUNTRIES.filter(() => random() < 0.5) } }
              : { age: { $gte: 18 + Math.floor(random() * 30) } },
        }
      : {}),
  };
  return { defaultValue: 'off', rules: [rule] };
}

function randomUser(random: () => number, index: number): Record<string, unknown> {
  return {
    id: `user-${index}-${Math.floor(random() * 1e9).toString(36)}`,
    ...(random() < 0.6 ? { deviceId: `d-${Math.floor(random() * 1e12).toString(36)}` } : {}),
    country: COUNTRIES[Math.floor(random() * COUNTRIES.length)],
    age: 13 + Math.floor(random() * 60),
  };
}

describe('the official GrowthBook SDK and the service agree', () => {
  let site: string;
  let app: NestFastifyApplication;
  let baseUrl: string;
  const random = seededRandom(SEED);
  const features = Object.fromEntries(
    Array.from({ length: EXPERIMENTS }, (_, i) => [`agreement-${i}`, randomFeature(random, i)]),
  );

  beforeAll(async () => {
    site = uniqueSite();
    app = await createApp({ site, env: { SDK_CLIENT_KEYS: CLIENT_KEY } });
    await app.listen(0, '127.0.0.1');
    baseUrl = await app.getUrl();
    for (const [key, definition] of Object.entries(features)) {
      const res = await fetch(`${baseUrl}/experiments/features/${key}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-api-key': ADMIN_KEY },
        body: JSON.stringify(definition),
      });
      expect(res.status).toBe(201);
    }
  });
  afterAll(async () => {
    await app.close();
    await cleanRedis(site);
  });

  it(`${USERS.toLocaleString('en-US')} random users, ${EXPERIMENTS} random experiments: the same value and variation`, async () => {
    const sdk = new GrowthBookClient({ apiHost: baseUrl, clientKey: CLIENT_KEY });
    await sdk.init({ timeout: 5000 });
    expect(Object.keys(sdk.getFeatures())).toEqual(expect.arrayContaining(Object.keys(features)));
    const engine = app.get(FeatureEvaluator).engine;
    const users = seededRandom(SEED + 1);
    const disagreements: string[] = [];
    const inExperiment = new Map<string, number>();
    for (let u = 0; u < USERS; u++) {
      const attributes = randomUser(users, u);
      for (const key of Object.keys(features)) {
        const theirs = sdk.evalFeature(key, { attributes });
        const ours = engine.evalFeature(key, { attributes });
        const theirVariation = theirs.experimentResult?.variationId;
        const ourVariation = ours.experimentResult?.variationId;
        if (theirs.value !== ours.value || theirVariation !== ourVariation) {
          if (disagreements.length < 10) {
            disagreements.push(
              `${key} ${JSON.stringify(attributes)}: ${theirs.value} vs ${ours.value}`,
            );
          }
        }
        if (ours.experimentResult?.inExperiment)
          inExperiment.set(key, (inExperiment.get(key) ?? 0) + 1);
      }
    }
    sdk.destroy();
    expect(disagreements).toEqual([]);
    // The experiments were real ones: every one put a share of the users in, none put all.
    for (const key of Object.keys(features)) {
      expect(inExperiment.get(key) ?? 0).toBeGreaterThan(USERS * 0.02);
      expect(inExperiment.get(key) ?? 0).toBeLessThan(USERS);
    }
  }, 120_000);

  it(`OFREP answers a sample of ${OFREP_SAMPLE} users as the SDK does`, async () => {
    const sdk = new GrowthBookClient({ apiHost: baseUrl, clientKey: CLIENT_KEY });
    await sdk.init({ timeout: 5000 });
    const users = seededRandom(SEED + 2);
    for (let u = 0; u < OFREP_SAMPLE; u++) {
      const { id, ...rest } = randomUser(users, u);
      const key = `agreement-${u % EXPERIMENTS}`;
      const res = await fetch(`${baseUrl}/ofrep/v1/evaluate/flags/${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify({ context: { targetingKey: id, ...rest } }),
      });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { value: unknown };
      expect(answer.value).toBe(sdk.evalFeature(key, { attributes: { id, ...rest } }).value);
    }
    sdk.destroy();
  });
});
