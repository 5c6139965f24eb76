/**
 * The proxy's keys moved under its hash-tagged prefix (issue 26), against the real Redis at
 * REDIS_URL (one Redis or a Redis Cluster): a profile, its username index and subscriptions
 * written in the layout before (`bytewire:readers:<site>:`) are the reader's after a start,
 * without the start waiting for the move.
 */
import {
  keysMatching,
  keyspaceOf,
  redisClientFor,
  untaggedKeyspaceOf,
  type RedisClient,
} from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ReadersKeyspaceMove } from '../src/store/readers-keyspace-move';
import { cleanRedis, createApp, REDIS_URL, uniqueSite } from './support/app';
import { TokenIssuer } from './support/token-issuer';

const SUB = 'reader-of-old';
const SUBSCRIBED_AT = '2025-01-02T03:04:05.000Z';

/** Waits until `check` holds (polling), failing after `ms`. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('profiles kept before the hash-tagged keyspace', () => {
  const site = uniqueSite();
  const before = untaggedKeyspaceOf('readers', site);
  let redis: RedisClient;
  let issuer: TokenIssuer;
  let app: NestFastifyApplication;

  const http = () => request(app.getHttpServer());
  const bearer = async (sub: string) =>
    `Bearer ${await issuer.token(sub, { email: `${sub}@example.com` })}`;

  beforeAll(async () => {
    redis = redisClientFor(REDIS_URL, { maxRetriesPerRequest: 1 });
    await redis.hset(`${before}profile:${SUB}`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'Old.Timer',
      country: 'US',
    });
    await redis.set(`${before}username:old.timer`, SUB);
    await redis.hset(`${before}subscriptions:${SUB}`, 'daily', SUBSCRIBED_AT);
    issuer = await TokenIssuer.start();
    app = await createApp(site, issuer.issuer);
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.stop();
    await cleanRedis(site);
    redis?.disconnect();
  });

  it('reads a profile and subscriptions written in the former layout once moved', async () => {
    const move = app.get(ReadersKeyspaceMove);
    await until(() => move.done);

    const auth = await bearer(SUB);
    const profile = await http()
      .get(`/api/neutron/users/rna/${site}/user`)
      .set('authorization', auth);
    expect(profile.status).toBe(200);
    expect(profile.body.data.data.item).toMatchObject({
      id: SUB,
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'Old.Timer',
      country: 'US',
    });
    const subscriptions = await http()
      .get(`/api/neutron/newsletters/${site}/subscriptions`)
      .set('authorization', auth);
    expect(subscriptions.body.data.items).toEqual([
      { newsletterId: 'daily', subscribedAt: SUBSCRIBED_AT },
    ]);

    expect(await keysMatching(redis, `${before}*`)).toEqual([]);
    expect(await redis.get(`${keyspaceOf('readers', site)}username:old.timer`)).toBe(SUB);
  });

  it('keeps the moved username its owner’s, and releases it when the owner takes another', async () => {
    const path = `/api/neutron/users/rna/${site}/user`;
    const other = await bearer('newcomer');
    const taken = await http()
      .put(path)
      .set('authorization', other)
      .send({ username: 'old.timer' });
    expect(taken.status).toBe(409);

    const owner = await bearer(SUB);
    const renamed = await http()
      .put(path)
      .set('authorization', owner)
      .send({ username: 'grace.h' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.data.item).toMatchObject({ username: 'grace.h', firstName: 'Grace' });
    const freed = await http()
      .put(path)
      .set('authorization', other)
      .send({ username: 'Old.Timer' });
    expect(freed.status).toBe(200);
  });
});
