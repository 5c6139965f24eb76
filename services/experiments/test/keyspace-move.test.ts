/**
 * The upgrade to hash-tagged keys (issue 26), against the real Redis at REDIS_URL (or a Redis
 * Cluster, where the former keys and the new ones sit in different slots): the operator's
 * changes written under the former layout `bytewire:experiments:SITE_ID:` are moved under
 * keyspaceOf('experiments', SITE_ID) at start-up and served within a version poll, with the
 * start not waiting for it; a change made meanwhile waits for it (else the moved keys it
 * replaces would be lost); the move is recorded and not made again.
 */
import { INITIAL_TESTS } from '@bytewire/experiments';
import {
  KEYSPACE_MOVES_KEY,
  keysMatching,
  keyspaceOf,
  redisClientFor,
  untaggedKeyspaceOf,
  type RedisClient,
} from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DELETED_TEST } from '../src/store/redis-experiments-store';
import { VERSION_POLL_INTERVAL_MS } from '../src/store/experiments-sync';
import {
  ADMIN_KEY,
  API_KEY,
  cleanRedis,
  createApp,
  eventually,
  REDIS_URL,
  runningTest,
  uniqueSite,
} from './support/app';

describe('changes kept under the former key layout', () => {
  let redis: RedisClient;
  let site: string;
  const apps: NestFastifyApplication[] = [];
  const start = async () => {
    const app = await createApp({ site });
    apps.push(app);
    return app;
  };

  beforeAll(() => {
    redis = redisClientFor(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  beforeEach(() => {
    site = uniqueSite();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await cleanRedis(site);
  });
  afterAll(() => redis.disconnect());

  it('are served after the start, and no longer under the former keys', async () => {
    const old = untaggedKeyspaceOf('experiments', site);
    const added = runningTest({ id: 'moved_test' });
    const [deleted] = INITIAL_TESTS;
    // As the service wrote them before (one key at a time here: on a cluster they span slots).
    await redis.hset(`${old}flags`, { consent: 'false', movedFlag: 'true' });
    await redis.hset(`${old}tests`, {
      [added.id]: JSON.stringify(added),
      [deleted.id]: DELETED_TEST,
    });
    await redis.set(`${old}version`, '7');

    const app = await start();
    const http = () => request(app.getHttpServer());
    // Served within a version poll or two of the start (the move runs in the background).
    await eventually(async () => {
      const flags = await http().get('/experiments/flags').set('x-api-key', ADMIN_KEY).expect(200);
      expect(flags.body).toEqual({
        version: 7,
        flags: expect.objectContaining({ consent: false, movedFlag: true, ads: true }),
      });
    }, 3 * VERSION_POLL_INTERVAL_MS);
    const definitions = await http()
      .get('/experiments/definitions')
      .set('x-api-key', API_KEY)
      .expect(200);
    const ids = definitions.body.tests.map((t: { id: string }) => t.id);
    expect(ids).toContain(added.id);
    expect(ids).not.toContain(deleted.id);
    const decision = await http()
      .post('/experiments/decide')
      .set('x-api-key', API_KEY)
      .send({ cookies: {}, query: {}, context: { path: '/' } })
      .expect(200);
    expect(decision.body.flags).toMatchObject({ consent: false, movedFlag: true });

    expect(await keysMatching(redis, `${old}*`)).toEqual([]);
    const moved = keyspaceOf('experiments', site);
    expect(await redis.get(`${moved}version`)).toBe('7');
    expect(await redis.hget(`${moved}flags`, 'consent')).toBe('false');
    expect(await redis.hget(KEYSPACE_MOVES_KEY, old)).not.toBeNull();

    // Changes made after the move go to the new keys and bump the moved version.
    const put = await http()
      .put('/experiments/flags/consent')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: true })
      .expect(200);
    expect(put.body.version).toBe(8);
  });

  it('are kept by a change made right after the start (writes wait for the move)', async () => {
    const old = untaggedKeyspaceOf('experiments', site);
    await redis.hset(`${old}flags`, 'consent', 'false');
    await redis.set(`${old}version`, '4');
    // Keys enough for the move to outlast the start (a hundred are moved at a time).
    await Promise.all(
      Array.from({ length: 2000 }, (_, i) => redis.set(`${old}filler:${i}`, 'x', 'EX', 600)),
    );

    const app = await start();
    const put = await request(app.getHttpServer())
      .put('/experiments/flags/ads')
      .set('x-api-key', ADMIN_KEY)
      .send({ default: false })
      .expect(200);
    expect(put.body.version).toBe(5);
    const flags = await request(app.getHttpServer())
      .get('/experiments/flags')
      .set('x-api-key', ADMIN_KEY)
      .expect(200);
    expect(flags.body).toEqual({
      version: 5,
      flags: expect.objectContaining({ consent: false, ads: false }),
    });
  });

  it('are moved once: a key written under the former layout later stays where it is', async () => {
    const old = untaggedKeyspaceOf('experiments', site);
    await redis.hset(`${old}flags`, 'consent', 'false');
    await redis.set(`${old}version`, '1');
    await start();
    await eventually(async () => expect(await redis.hget(KEYSPACE_MOVES_KEY, old)).not.toBeNull());

    await redis.hset(`${old}flags`, 'consent', 'true');
    const again = await start();
    // Time for a move, were it made again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flags = await request(again.getHttpServer())
      .get('/experiments/flags')
      .set('x-api-key', ADMIN_KEY)
      .expect(200);
    expect(flags.body.flags.consent).toBe(false);
    expect(await redis.hget(`${old}flags`, 'consent')).toBe('true');
  });
});
