import request from 'supertest';
import { readGrowthbookCases } from '../../../tests/vendor/growthbook/cases-file';
import { ACTOR_RULE } from '../src/audit/actor';
import { ADMIN_KEY_MESSAGE, API_KEY_MESSAGE } from '../src/auth/key-guards';
import {
  featureDefinitionProblems,
  FEATURE_KEY_RULE,
  MAX_FEATURE_JSON_CHARS,
} from '../src/feature-definitions/feature-definition.schema';
import { ADMIN_KEY, API_KEY, cleanRedis, createApp, eventually, appPerTest } from './support/app';

/** GrowthBook's own SDK cases (specVersion 0.8.0), shared by the repository's conformance tests. */
const CASES = JSON.parse(readGrowthbookCases()) as {
  feature: [string, { features?: Record<string, unknown> }, string, unknown][];
};

const EXPERIMENT_FEATURE = {
  defaultValue: 'blue',
  rules: [
    { condition: { country: { $in: ['DE', 'FR'] } }, force: 'green' },
    {
      key: 'button-colour',
      variations: ['blue', 'red', 'yellow'],
      weights: [0.5, 0.25, 0.25],
      coverage: 0.8,
      hashAttribute: 'id',
      fallbackAttribute: 'deviceId',
      hashVersion: 2,
      seed: 'button-colour-seed',
      namespace: ['buttons', 0, 0.5],
      meta: [{ key: '0' }, { key: '1' }, { key: '2', name: 'Yellow' }],
      phase: '1',
      name: 'Button colour',
    },
  ],
};

describe('feature definitions (GrowthBook FeatureDefinition)', () => {
  /**
   * Cases whose definitions the admin API refuses on purpose, and why: the SDK would skip the
   * rule or never match it, and a definition kept here should not carry a rule that is dead.
   */
  const REFUSED_ON_PURPOSE: Record<string, string> = {
    'force rules - coverage with bad hash version': 'rules[0].hashVersion must be 1 or 2',
    'ignores empty rules': 'rules[0] must have force',
    'SavedGroups correctly pulled from context for force rule':
      'rules[0].condition.id.$inGroup uses saved groups',
    'SavedGroups correctly pulled from context for experiment rule':
      'rules[0].condition.id.$inGroup uses saved groups',
  };

  it("accepts the features of GrowthBook's own SDK cases, but for the rules it refuses on purpose", () => {
    const refused: Record<string, string> = {};
    let checked = 0;
    for (const [name, { features = {} }] of CASES.feature) {
      for (const definition of Object.values(features)) {
        checked += 1;
        const problems = featureDefinitionProblems(definition);
        if (problems.length > 0) refused[name] = problems.join('; ');
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(Object.keys(refused).sort()).toEqual(Object.keys(REFUSED_ON_PURPOSE).sort());
    for (const [name, message] of Object.entries(REFUSED_ON_PURPOSE)) {
      expect(refused[name]).toContain(message);
    }
  });

  it.each([
    [[], 'the definition must be a JSON object'],
    [{ defaultValue: 1, rules: {} }, 'rules must be an array of rules'],
    [
      { defaultValue: 1, rules: [{ force: 2, coverage: 1.5 }] },
      'rules[0].coverage must be a number from 0 to 1',
    ],
    [
      { defaultValue: 1, rules: [{ force: 2 }, { variations: [1, 2], weights: [0.5, 0.4] }] },
      'rules[1].weights must sum to 1 (got 0.9)',
    ],
    [
      { defaultValue: 1, rules: [{ variations: [1, 2, 3], weights: [0.5, 0.5] }] },
      'rules[0].weights must have one weight per variation (3, got 2)',
    ],
    [
      { defaultValue: 1, rules: [{ variations: [1] }] },
      'rules[0].variations must have at least two values',
    ],
    [{ defaultValue: 1, rules: [{ coverage: 0.5 }] }, 'rules[0] must have force'],
    [
      { defaultValue: 1, rules: [{ force: 1, variations: [1, 2] }] },
      'rules[0] must have either force',
    ],
    [
      { defaultValue: 1, rules: [{ force: 1, hashVersion: 3 }] },
      'rules[0].hashVersion must be 1 or 2',
    ],
    [
      { defaultValue: 1, rules: [{ variations: [1, 2], namespace: ['ns', 0.6, 0.2] }] },
      'rules[0].namespace must be [id, start, end] with start ≤ end',
    ],
    [
      { defaultValue: 1, rules: [{ force: 1, range: [0, 2] }] },
      'rules[0].range[1] must be a number from 0 to 1',
    ],
    [
      { defaultValue: 1, rules: [{ variations: [1, 2], filters: [{ seed: 's', ranges: 'x' }] }] },
      'rules[0].filters[0].ranges must be an array of ranges',
    ],
    [
      { defaultValue: 1, rules: [{ force: 1, condition: { age: { $between: [1, 2] } } }] },
      'rules[0].condition.age.$between is not an operator',
    ],
    [
      { defaultValue: 1, rules: [{ force: 1, condition: { $or: [{ name: { $regex: '(' } }] } }] },
      'rules[0].condition.$or[0].name.$regex must be a valid regular expression',
    ],
    [
      { defaultValue: 1, rules: [{ force: 1, condition: { id: { $inGroup: 'beta' } } }] },
      'rules[0].condition.id.$inGroup uses saved groups',
    ],
    [
      { defaultValue: 1, rules: [{ parentConditions: [{ id: 'parent' }] }] },
      'rules[0].parentConditions[0].condition must be a condition object',
    ],
    [
      { defaultValue: 1, rules: [{ force: 1, bucketVersion: -1 }] },
      'rules[0].bucketVersion must be ≥ 0',
    ],
  ])('refuses %j, naming the field', (definition, message) => {
    expect(featureDefinitionProblems(definition).join('; ')).toContain(message);
  });
});

describe('features admin API', () => {
  const fresh = appPerTest();
  const http = () => request(fresh.app.getHttpServer());

  it('creates, reads, replaces and deletes a feature, each change bumping the version', async () => {
    const empty = await http().get('/experiments/features').set('x-api-key', ADMIN_KEY).expect(200);
    expect(empty.body.features).toEqual({});

    const created = await http()
      .put('/experiments/features/button.colour')
      .set('x-api-key', ADMIN_KEY)
      .send({ ...EXPERIMENT_FEATURE, notStored: true })
      .expect(201);
    expect(created.body).toEqual({
      version: expect.any(Number),
      created: true,
      key: 'button.colour',
      feature: EXPERIMENT_FEATURE,
    });
    const one = await http()
      .get('/experiments/features/button.colour')
      .set('x-api-key', ADMIN_KEY)
      .expect(200);
    expect(one.body).toEqual({
      version: created.body.version,
      key: 'button.colour',
      feature: EXPERIMENT_FEATURE,
    });

    const replaced = await http()
      .put('/experiments/features/button.colour')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: { shade: 'dark', sizes: [1, 2] } })
      .expect(200);
    expect(replaced.body.created).toBe(false);
    expect(replaced.body.version).toBe(created.body.version + 1);
    const all = await http().get('/experiments/features').set('x-api-key', ADMIN_KEY).expect(200);
    expect(all.body).toEqual({
      version: replaced.body.version,
      features: { 'button.colour': { defaultValue: { shade: 'dark', sizes: [1, 2] } } },
    });

    await http()
      .delete('/experiments/features/button.colour')
      .set('x-api-key', ADMIN_KEY)
      .expect(204);
    await http()
      .delete('/experiments/features/button.colour')
      .set('x-api-key', ADMIN_KEY)
      .expect(404);
    await http().get('/experiments/features/button.colour').set('x-api-key', ADMIN_KEY).expect(404);
  });

  it('refuses a bad body with a 400 naming the field, and stores nothing', async () => {
    const res = await http()
      .put('/experiments/features/checkout')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: false, rules: [{ variations: [false, true], weights: [0.6, 0.6] }] })
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'invalid feature definition: rules[0].weights must sum to 1 (got 1.2)',
    });
    const all = await http().get('/experiments/features').set('x-api-key', ADMIN_KEY).expect(200);
    expect(all.body.features).toEqual({});
  });

  it('bounds the size of a definition (413)', async () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `user-${i}`);
    const res = await http()
      .put('/experiments/features/big')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: false, rules: [{ condition: { id: { $in: ids } }, force: true }] })
      .expect(413);
    expect(res.body.message).toContain(`at most ${MAX_FEATURE_JSON_CHARS} characters`);
  });

  it.each(['.hidden', 'a'.repeat(65), 'has space', 'semi;colon'])(
    'refuses the key %j',
    async (key) => {
      const res = await http()
        .put(`/experiments/features/${encodeURIComponent(key)}`)
        .set('x-api-key', ADMIN_KEY)
        .send({ defaultValue: true })
        .expect(400);
      expect(res.body.message).toBe(FEATURE_KEY_RULE);
    },
  );

  it('lets a feature override a fresh.site flag only with boolean values', async () => {
    const res = await http()
      .put('/experiments/features/ads')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: true, rules: [{ force: 'off', condition: { country: 'DE' } }] })
      .expect(400);
    expect(res.body.message).toContain('ads is a flag of the site');
    await http()
      .put('/experiments/features/ads')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: true, rules: [{ force: false, condition: { country: 'DE' } }] })
      .expect(201);

    // And a flag cannot be set under a feature of other values.
    await http()
      .put('/experiments/features/banner')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: 'wide' })
      .expect(201);
    const conflict = await http()
      .put('/experiments/flags/banner')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: true })
      .expect(409);
    expect(conflict.body.message).toContain('the feature banner has values other than true/false');
  });

  it('shares changes with another replica within the poll', async () => {
    const other = await createApp({ site: fresh.site });
    try {
      await http()
        .put('/experiments/features/shared')
        .set('x-api-key', ADMIN_KEY)
        .send({ defaultValue: 7 })
        .expect(201);
      await eventually(async () => {
        const res = await request(other.getHttpServer())
          .get('/experiments/features/shared')
          .set('x-api-key', ADMIN_KEY)
          .expect(200);
        expect(res.body.feature).toEqual({ defaultValue: 7 });
      }, 5000);
    } finally {
      await other.close();
    }
  });

  it('holds no features once Redis is emptied of the fresh.site keys', async () => {
    await http()
      .put('/experiments/features/gone')
      .set('x-api-key', ADMIN_KEY)
      .send({ defaultValue: 'soon' })
      .expect(201);
    await cleanRedis(fresh.site);
    await eventually(async () => {
      const res = await http().get('/experiments/features').set('x-api-key', ADMIN_KEY).expect(200);
      expect(res.body).toEqual({ version: 0, features: {} });
    }, 5000);
  });

  it('refuses a malformed x-actor naming the header', async () => {
    const res = await http()
      .put('/experiments/features/x')
      .set('x-api-key', ADMIN_KEY)
      .set('x-actor', 'robert"); drop')
      .send({ defaultValue: 1 })
      .expect(400);
    expect(res.body.message).toBe(ACTOR_RULE);
  });

  it.each([
    ['no key', undefined, 401, API_KEY_MESSAGE],
    ['the callers key', API_KEY, 403, ADMIN_KEY_MESSAGE],
  ])('refuses %s', async (_what, key, status, message) => {
    const calls = [
      http().get('/experiments/features'),
      http().get('/experiments/features/x'),
      http().put('/experiments/features/x').send({ defaultValue: 1 }),
      http().delete('/experiments/features/x'),
    ];
    for (const call of calls) {
      const res = await (key ? call.set('x-api-key', key) : call).expect(status);
      expect(res.body).toEqual({ statusCode: status, message });
    }
  });
});
