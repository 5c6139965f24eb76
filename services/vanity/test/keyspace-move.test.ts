/**
 * The upgrade to hash-tagged keys (issue 26), against the real Redis at REDIS_URL (or a Redis
 * Cluster, where the former keys and the new ones sit in different slots): a dictionary kept
 * under the former layout `bytewire:vanity:SITE_ID:` is moved under keyspaceOf('vanity',
 * SITE_ID) at start-up, in the background, and served from Redis with the content API down.
 */
import {
  KEYSPACE_MOVES_KEY,
  keysMatching,
  keyspaceOf,
  moveKeyspace,
  redisClientFor,
  untaggedKeyspaceOf,
  type RedisClient,
} from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { API_KEY, cleanRedis, createApp, eventually, REDIS_URL, uniqueSite } from './support/app';
import { DICTIONARY, REDIRECT } from './support/entries';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';

describe('a dictionary kept under the former key layout', () => {
  let redis: RedisClient;
  let fake: FakeContentApi;
  let site: string;
  const apps: NestFastifyApplication[] = [];

  beforeAll(() => {
    redis = redisClientFor(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  beforeEach(async () => {
    site = uniqueSite();
    fake = await startFakeContentApi([...DICTIONARY]);
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await fake.close();
    await redis.hdel(KEYSPACE_MOVES_KEY, keyspaceOf('vanity', site));
    await cleanRedis(site);
  });
  afterAll(() => redis.disconnect());

  it('is moved at start-up and served with the content API down', async () => {
    const old = untaggedKeyspaceOf('vanity', site);
    const current = keyspaceOf('vanity', site);
    // The dictionary as a service before hash tags kept it: written, then moved back.
    await (await createApp({ site, contentApiUrl: fake.url })).close();
    expect(await moveKeyspace(redis, current, old)).toBe(4);
    await redis.hdel(KEYSPACE_MOVES_KEY, old, current);

    fake.status = 500;
    const app = await createApp({ site, contentApiUrl: fake.url });
    apps.push(app);
    // Loaded from Redis within a version poll of the move (the start does not wait for it).
    await eventually(async () => {
      const lookup = await request(app.getHttpServer())
        .get(`/api/neutron/vanity/${site}/web?path=${encodeURIComponent(REDIRECT.urlPath)}`)
        .set('x-api-key', API_KEY)
        .expect(200);
      expect(lookup.body.data.item).toMatchObject({ id: REDIRECT.id });
    }, 6000);
    await request(app.getHttpServer()).get('/health/ready').expect(200);
    expect(await keysMatching(redis, `${old}*`)).toEqual([]);
    expect((await keysMatching(redis, `${current}*`)).sort()).toEqual(
      ['entries', 'items', 'objects', 'version'].map((name) => current + name),
    );
    expect(await redis.hget(KEYSPACE_MOVES_KEY, old)).not.toBeNull();
  });
});
