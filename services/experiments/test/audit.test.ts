import { INITIAL_TESTS } from '@bytewire/experiments';
import { keyspaceOf, redisClientFor } from '@bytewire/service-kit';
import request from 'supertest';
import { ACTOR_RULE, DEFAULT_ACTOR } from '../src/audit/actor';
import { AUDIT_KEPT } from '../src/audit/audit-entry';
import { ADMIN_KEY, API_KEY, REDIS_URL, runningTest, appPerTest } from './support/app';

describe('audit trail', () => {
  const fresh = appPerTest();
  const http = () => request(fresh.app.getHttpServer());
  const audit = (query = '') =>
    http().get(`/experiments/audit${query}`).set('x-api-key', ADMIN_KEY).expect(200);

  it('records every change of tests, flags and features, newest first, with actor and before/after', async () => {
    const test = runningTest({ id: 'audited_test' });
    const started = Date.now();
    await http()
      .put(`/experiments/tests/${test.id}`)
      .set('x-api-key', ADMIN_KEY)
      .set('x-actor', 'jane.doe@example.com')
      .send(test)
      .expect(201);
    await http()
      .put('/experiments/flags/cohesion')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: true })
      .expect(200);
    await http()
      .put('/experiments/features/price')
      .set('x-api-key', ADMIN_KEY)
      .set('x-actor', 'ci:deploy')
      .send({ defaultValue: 10 })
      .expect(201);
    await http()
      .put('/experiments/features/price')
      .set('x-api-key', ADMIN_KEY)
      .set('x-actor', 'ci:deploy')
      .send({ defaultValue: 12.5 })
      .expect(200);
    await http()
      .delete('/experiments/features/price')
      .set('x-api-key', ADMIN_KEY)
      .set('x-actor', 'ops')
      .expect(204);
    const defaultTest = INITIAL_TESTS[0]!;
    await http()
      .delete(`/experiments/tests/${defaultTest.id}`)
      .set('x-api-key', ADMIN_KEY)
      .expect(204);

    const { body } = await audit();
    const entries = body.entries as Record<string, unknown>[];
    expect(entries.map(({ actor, action, kind, target }) => [actor, action, kind, target])).toEqual(
      [
        [DEFAULT_ACTOR, 'delete', 'test', defaultTest.id],
        ['ops', 'delete', 'feature', 'price'],
        ['ci:deploy', 'put', 'feature', 'price'],
        ['ci:deploy', 'put', 'feature', 'price'],
        [DEFAULT_ACTOR, 'put', 'flag', 'cohesion'],
        ['jane.doe@example.com', 'put', 'test', 'audited_test'],
      ],
    );
    const versions = entries.map((entry) => entry.version as number);
    expect(versions).toEqual([...versions].sort((a, b) => b - a));
    expect(new Set(versions).size).toBe(6);
    for (const entry of entries) {
      const at = Date.parse(entry.at as string);
      expect(at).toBeGreaterThanOrEqual(started - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // The deleted default test: before is its configured definition, no after.
    expect(entries[0]).toEqual({
      version: versions[0],
      at: expect.any(String),
      actor: DEFAULT_ACTOR,
      action: 'delete',
      kind: 'test',
      target: defaultTest.id,
      before: defaultTest,
    });
    expect(entries[1]).toMatchObject({ before: { defaultValue: 12.5 } });
    expect(entries[1]).not.toHaveProperty('after');
    expect(entries[2]).toMatchObject({
      before: { defaultValue: 10 },
      after: { defaultValue: 12.5 },
    });
    expect(entries[3]).toMatchObject({ after: { defaultValue: 10 } });
    expect(entries[3]).not.toHaveProperty('before');
    // The flag's before is its configured default (FEATURE_FLAGS: cohesion=false).
    expect(entries[4]).toMatchObject({ before: false, after: true });
    expect(entries[5]).toMatchObject({ after: test });
    expect(entries[5]).not.toHaveProperty('before');

    // The version of the latest entry is the definitions' version.
    const tests = await http().get('/experiments/tests').set('x-api-key', ADMIN_KEY).expect(200);
    expect(tests.body.version).toBe(versions[0]);
  });

  it('pages with limit and before', async () => {
    for (const value of [1, 2, 3, 4, 5]) {
      await http()
        .put('/experiments/features/counter')
        .set('x-api-key', ADMIN_KEY)
        .send({ defaultValue: value })
        .expect(value === 1 ? 201 : 200);
    }
    const first = await audit('?limit=2');
    expect(
      first.body.entries.map((e: { after: { defaultValue: number } }) => e.after.defaultValue),
    ).toEqual([5, 4]);
    expect(first.body.next).toBe(first.body.entries[1].version);
    const second = await audit(`?limit=2&before=${first.body.next}`);
    expect(
      second.body.entries.map((e: { after: { defaultValue: number } }) => e.after.defaultValue),
    ).toEqual([3, 2]);
    const last = await audit(`?limit=2&before=${second.body.next}`);
    expect(
      last.body.entries.map((e: { after: { defaultValue: number } }) => e.after.defaultValue),
    ).toEqual([1]);
    expect(last.body).not.toHaveProperty('next');
  });

  it(`keeps the last ${AUDIT_KEPT} entries`, async () => {
    // Filled straight in Redis (a thousand admin calls would be slow), then one real change.
    const redis = redisClientFor(REDIS_URL, { lazyConnect: true });
    try {
      const filler = Array.from({ length: AUDIT_KEPT }, (_, i) =>
        JSON.stringify({
          version: -i,
          at: new Date(0).toISOString(),
          actor: 'old',
          action: 'put',
          kind: 'flag',
          target: 'x',
        }),
      );
      await redis.rpush(`${keyspaceOf('experiments', fresh.site)}audit`, ...filler);
      await http()
        .put('/experiments/flags/ads')
        .set('x-api-key', ADMIN_KEY)
        .send({ default: false })
        .expect(200);
      expect(await redis.llen(`${keyspaceOf('experiments', fresh.site)}audit`)).toBe(AUDIT_KEPT);
    } finally {
      redis.disconnect();
    }
    const { body } = await audit(`?limit=${AUDIT_KEPT}`);
    expect(body.entries).toHaveLength(AUDIT_KEPT);
    expect(body.entries[0]).toMatchObject({ target: 'ads', before: true, after: false });
    expect(body.entries.at(-1).version).toBe(-(AUDIT_KEPT - 2));
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 1000'],
    ['?limit=1001', 'limit must be a whole number from 1 to 1000'],
    ['?limit=abc', 'limit must be a whole number from 1 to 1000'],
    ['?before=-3', 'before must be a version (a whole number ≥ 1)'],
  ])('refuses %s', async (query, message) => {
    const res = await http()
      .get(`/experiments/audit${query}`)
      .set('x-api-key', ADMIN_KEY)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it.each(['', 'x'.repeat(65), 'new\tline', 'a b'])(
    'refuses the actor %j, changing nothing',
    async (actor) => {
      const res = await http()
        .put('/experiments/flags/ads')
        .set('x-api-key', ADMIN_KEY)
        .set('x-actor', actor)
        .send({ default: false })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: ACTOR_RULE });
      expect((await audit()).body.entries).toEqual([]);
    },
  );

  it('is for the admin key only', async () => {
    await http().get('/experiments/audit').expect(401);
    await http().get('/experiments/audit').set('x-api-key', API_KEY).expect(403);
  });
});
