/**
 * The configured definitions are the floor, Redis holds only the changes (issue 26): flags
 * never read as empty. A Redis emptied under the service (FLUSHALL) gives the configured
 * flags and the spec's tests back within a poll, with no restart; a flag removed or made
 * unreadable by hand falls back to its configured default; a default test deleted through the
 * admin API stays deleted (a marker in Redis) until Redis is emptied.
 */
import { INITIAL_TESTS } from '@bytewire/experiments';
import { KEYSPACE_MOVES_KEY, keyspaceOf } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import { withChanges } from '../src/store/definitions-floor';
import { ExperimentsSync } from '../src/store/experiments-sync';
import {
  ADMIN_KEY,
  API_KEY,
  createApp,
  eventually,
  runningTest,
  startOwnRedis,
  uniqueSite,
} from './support/app';

const DEFAULT_FLAGS = {
  ads: true,
  adDisplay: true,
  cohesion: false,
  consent: true,
  vanityMask: true,
};
const INITIAL_IDS = INITIAL_TESTS.map((t) => t.id).sort();

describe('withChanges', () => {
  const configured = { tests: INITIAL_TESTS, flags: DEFAULT_FLAGS };

  it('is the configured definitions when Redis holds no change', () => {
    const held = withChanges(configured, { tests: [], deletedTests: [], flags: {} });
    expect(held.flags).toEqual(DEFAULT_FLAGS);
    expect(held.tests.map((t) => t.id)).toEqual(INITIAL_IDS);
  });

  it('applies changes: a flag set, a test added, replaced or deleted', () => {
    const added = runningTest();
    const replaced = { ...INITIAL_TESTS[0], version: '2' };
    const held = withChanges(configured, {
      tests: [added, replaced],
      deletedTests: [INITIAL_TESTS[1].id],
      flags: { consent: false, newFlag: true },
    });
    expect(held.flags).toEqual({ ...DEFAULT_FLAGS, consent: false, newFlag: true });
    const ids = held.tests.map((t) => t.id);
    expect(ids).toContain(added.id);
    expect(ids).not.toContain(INITIAL_TESTS[1].id);
    expect(held.tests.find((t) => t.id === replaced.id)?.version).toBe('2');
  });
});

describe('an emptied Redis', () => {
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  let client: Redis;
  let app: NestFastifyApplication;
  let site: string;
  const admin = () => request(app.getHttpServer());
  const flags = async () =>
    (await admin().get('/experiments/flags').set('x-api-key', ADMIN_KEY).expect(200)).body;
  const testIds = async () =>
    (
      await admin().get('/experiments/tests').set('x-api-key', ADMIN_KEY).expect(200)
    ).body.tests.map((t: { id: string }) => t.id);

  beforeEach(async () => {
    redis = await startOwnRedis();
    client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    site = uniqueSite();
    app = await createApp({ site, redisUrl: redis.url });
  });
  afterEach(async () => {
    await app.close();
    client.disconnect();
    await redis.stop();
  });

  it('starts from the configured definitions with nothing written to Redis', async () => {
    expect(await flags()).toEqual({ version: 0, flags: DEFAULT_FLAGS });
    expect((await testIds()).sort()).toEqual(INITIAL_IDS);
    // Only the record that the keys of the former layout were looked for (none to move).
    expect((await client.keys('*')).filter((key) => key !== KEYSPACE_MOVES_KEY)).toEqual([]);
  });

  it('gives the configured flags and tests back after FLUSHALL, with no restart', async () => {
    await admin()
      .put('/experiments/flags/consent')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: false })
      .expect(200);
    await admin()
      .delete(`/experiments/tests/${INITIAL_TESTS[0].id}`)
      .set('x-api-key', ADMIN_KEY)
      .expect(204);
    expect((await flags()).flags.consent).toBe(false);
    expect(await testIds()).not.toContain(INITIAL_TESTS[0].id);

    await client.flushall();
    // Every answer meanwhile has flags: the held set until the poll, then the configured one.
    await eventually(async () => {
      const definitions = await admin()
        .get('/experiments/definitions')
        .set('x-api-key', API_KEY)
        .expect(200);
      expect(definitions.body.flags).toEqual(DEFAULT_FLAGS);
      expect(definitions.body.tests.map((t: { id: string }) => t.id).sort()).toEqual(INITIAL_IDS);
    });
    const decision = await admin()
      .post('/experiments/decide')
      .set('x-api-key', API_KEY)
      .send({ cookies: {}, query: {}, context: { path: '/' } })
      .expect(200);
    expect(decision.body.flags).toEqual(DEFAULT_FLAGS);
    await admin().get('/health/ready').expect(200);
  });

  it('falls back to the configured default of a flag removed or unreadable in Redis', async () => {
    await admin()
      .put('/experiments/flags/consent')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: false })
      .expect(200);
    const key = (name: string) => `${keyspaceOf('experiments', site)}${name}`;
    await client.multi().hset(key('flags'), 'consent', 'maybe').incr(key('version')).exec();
    await eventually(async () => expect((await flags()).flags.consent).toBe(true));

    await admin()
      .put('/experiments/flags/consent')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: false })
      .expect(200);
    // Removed by hand without bumping the version: the periodic full read sees it.
    await client.hdel(key('flags'), 'consent');
    await app.get(ExperimentsSync).loadFromRedis();
    expect((await flags()).flags.consent).toBe(true);
  });

  it('keeps a deleted default test deleted; PUT brings it back', async () => {
    const [first] = INITIAL_TESTS;
    await admin()
      .put(`/experiments/tests/${first.id}`)
      .set('x-api-key', ADMIN_KEY)
      .send({ ...first, version: '2' })
      .expect(200);
    await admin().delete(`/experiments/tests/${first.id}`).set('x-api-key', ADMIN_KEY).expect(204);
    await admin().delete(`/experiments/tests/${first.id}`).set('x-api-key', ADMIN_KEY).expect(404);
    expect(await testIds()).not.toContain(first.id);
    const other = await createApp({ site, redisUrl: redis.url });
    try {
      const ids = (
        await request(other.getHttpServer())
          .get('/experiments/tests')
          .set('x-api-key', ADMIN_KEY)
          .expect(200)
      ).body.tests.map((t: { id: string }) => t.id);
      expect(ids).not.toContain(first.id);
    } finally {
      await other.close();
    }
    await admin()
      .put(`/experiments/tests/${first.id}`)
      .set('x-api-key', ADMIN_KEY)
      .send(first)
      .expect(201);
    expect(await testIds()).toContain(first.id);
  });
});
