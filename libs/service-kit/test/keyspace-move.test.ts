/**
 * Moving a service's keys under its hash-tagged keyspace, against a real Redis (REDIS_URL, or a
 * Redis Cluster where the keys land in other slots): values keep their type and TTL, keys
 * already under the new prefix win and are never moved again, and the move runs once. (A start
 * while Redis is down: redis-comes-back.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import {
  KEYSPACE_MOVES_KEY,
  keyspaceOf,
  moveKeyspace,
  untaggedKeyspaceOf,
  type RedisClient,
} from '../src';
import { deleteMatching, keysMatching, testRedis } from './redis-target';

let redis: RedisClient;
const service = () => `test-move-${randomBytes(4).toString('hex')}`;

beforeAll(() => {
  redis = testRedis({ maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await deleteMatching(redis, 'bytewire:test-move-*');
  redis.disconnect();
});

describe('keyspaceOf', () => {
  it('tags a service and site, or a service alone', () => {
    expect(keyspaceOf('vanity', 'bytewire')).toBe('bytewire:vanity:{vanity:bytewire}:');
    expect(keyspaceOf('identity')).toBe('bytewire:identity:{identity}:');
    expect(untaggedKeyspaceOf('vanity', 'bytewire')).toBe('bytewire:vanity:bytewire:');
    expect(untaggedKeyspaceOf('identity')).toBe('bytewire:identity:');
  });
});

describe('moveKeyspace', () => {
  it('moves strings, hashes and sets with their TTLs, once', async () => {
    const name = service();
    const from = untaggedKeyspaceOf(name, 'site');
    const to = keyspaceOf(name, 'site');
    await redis.set(`${from}version`, '7', 'EX', 600);
    await redis.hset(`${from}flags`, { consent: 'true', dark: 'false' });
    await redis.sadd(`${from}set`, 'a', 'b');

    expect(await moveKeyspace(redis, from, to)).toBe(3);

    expect(await redis.get(`${to}version`)).toBe('7');
    const ttl = await redis.ttl(`${to}version`);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
    expect(await redis.hgetall(`${to}flags`)).toEqual({ consent: 'true', dark: 'false' });
    expect((await redis.smembers(`${to}set`)).sort()).toEqual(['a', 'b']);
    expect(await redis.ttl(`${to}flags`)).toBe(-1);
    expect(await keysMatching(redis, `${from}*`)).toEqual([]);
    expect(await redis.hget(KEYSPACE_MOVES_KEY, from)).not.toBeNull();

    // Recorded: a key written under the old prefix later is left alone.
    await redis.set(`${from}late`, 'x');
    expect(await moveKeyspace(redis, from, to)).toBe(0);
    expect(await redis.get(`${from}late`)).toBe('x');
    await redis.hdel(KEYSPACE_MOVES_KEY, from);
  });

  it('keeps a key already under the new prefix, and never moves keys of the new prefix', async () => {
    // The new prefix starts with the old one, as identity's does (no site).
    const name = service();
    const from = untaggedKeyspaceOf(name);
    const to = keyspaceOf(name);
    expect(to.startsWith(from)).toBe(true);
    await redis.set(`${from}account:1`, 'old');
    await redis.set(`${to}account:1`, 'new');
    await redis.set(`${from}account:2`, 'two');

    expect(await moveKeyspace(redis, from, to)).toBe(2);

    expect(await redis.get(`${to}account:1`)).toBe('new');
    expect(await redis.get(`${to}account:2`)).toBe('two');
    expect((await keysMatching(redis, `${from}*`)).sort()).toEqual(
      [`${to}account:1`, `${to}account:2`].sort(),
    );
    await redis.hdel(KEYSPACE_MOVES_KEY, from);
  });
});
