/**
 * The kit's rate limits (RedisRateLimits: @fastify/rate-limit's Redis store) against a real Redis (REDIS_URL, a Redis Cluster too): a key takes
 * `limit` events per window, the next is a 429 whose Retry-After is what is left of the window;
 * `check` counts nothing; keys and limits do not share counts; a window ends on its own; the
 * counters stay under the service's prefix; Redis failing is the caller's error, or lets
 * events through with skipOnError.
 */
import { randomBytes } from 'node:crypto';
import {
  clientAddressOf,
  createResilientRedis,
  RedisRateLimits,
  TooManyRequests,
  closeRedis,
  type RateLimit,
  type RedisClient,
} from '../src';
import { deleteMatching, keysMatching, testRedis } from './redis-target';

const prefix = `bytewire:test-limits:${randomBytes(4).toString('hex')}:`;
let redis: RedisClient;
let limits: RedisRateLimits;

const LIMIT: RateLimit = { name: 'posts', limit: 3, windowS: 60, message: 'Too many posts' };

beforeAll(() => {
  redis = testRedis({ maxRetriesPerRequest: 1 });
  limits = new RedisRateLimits(redis, prefix);
});
afterAll(async () => {
  await deleteMatching(redis, `${prefix}*`);
  redis.disconnect();
});

async function refusal(attempt: Promise<void>): Promise<TooManyRequests> {
  const error = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof TooManyRequests)) throw new Error('expected TooManyRequests');
  return error;
}

describe('RedisRateLimits', () => {
  it('takes the limit, then answers 429 with the rest of the window as Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await limits.hit(LIMIT, 'visitor-a');
    const refused = await refusal(limits.hit(LIMIT, 'visitor-a'));
    expect(refused.getStatus()).toBe(429);
    expect(refused.message).toBe('Too many posts');
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect(await redis.get(`${prefix}rate:posts:visitor-a`)).toBe('4');
    const ttl = await redis.pttl(`${prefix}rate:posts:visitor-a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('keeps keys and limits apart, every counter under the prefix', async () => {
    for (let i = 0; i < 3; i += 1) await limits.hit(LIMIT, 'visitor-b');
    await expect(limits.hit(LIMIT, 'visitor-c')).resolves.toBeUndefined();
    await expect(limits.hit({ ...LIMIT, name: 'other' }, 'visitor-b')).resolves.toBeUndefined();
    const keys = await keysMatching(redis, `${prefix}rate:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`${prefix}rate:`))).toBe(true);
    expect(await redis.get(`${prefix}rate:other:visitor-b`)).toBe('1');
  });

  it('check counts nothing and refuses only a used-up window', async () => {
    for (let i = 0; i < 5; i += 1) await limits.check(LIMIT, 'visitor-d');
    expect(await redis.get(`${prefix}rate:posts:visitor-d`)).toBeNull();
    for (let i = 0; i < 2; i += 1) await limits.hit(LIMIT, 'visitor-d');
    await expect(limits.check(LIMIT, 'visitor-d')).resolves.toBeUndefined();
    await limits.hit(LIMIT, 'visitor-d');
    const refused = await refusal(limits.check(LIMIT, 'visitor-d'));
    expect(refused.getStatus()).toBe(429);
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(await redis.get(`${prefix}rate:posts:visitor-d`)).toBe('3');
  });

  it('a window ends on its own', async () => {
    const short = { ...LIMIT, limit: 1, windowS: 1 };
    await limits.hit(short, 'visitor-e');
    await refusal(limits.hit(short, 'visitor-e'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limits.hit(short, 'visitor-e')).resolves.toBeUndefined();
  });

  it('keys a client by its address, an IPv6 address by its /64', () => {
    expect(clientAddressOf({ ip: '192.0.2.7' })).toBe('192.0.2.7');
    expect(clientAddressOf({ ip: '::ffff:192.0.2.7' })).toBe('192.0.2.7');
    expect(clientAddressOf({ ip: '2001:db8:1:2:aaaa::1' })).toBe(
      clientAddressOf({ ip: '2001:db8:1:2:bbbb::9' }),
    );
    expect(clientAddressOf({ ip: '2001:db8:1:2::1' })).not.toBe(
      clientAddressOf({ ip: '2001:db8:1:3::1' }),
    );
  });

  describe('with Redis out of reach', () => {
    const logger = { warn: () => undefined, log: () => undefined };
    const countError = () => undefined;
    let down: RedisClient;
    beforeAll(() => {
      // Nothing listens on port 9: every command fails fast.
      down = createResilientRedis({
        url: 'redis://127.0.0.1:9',
        logger,
        countError,
        unavailableMessage: 'test: Redis unavailable',
        connectTimeoutMs: 200,
        commandTimeoutMs: 200,
      });
    });
    afterAll(() => closeRedis(down));

    it('throws the client’s error, not a TooManyRequests', async () => {
      const error = await new RedisRateLimits(down, prefix).hit(LIMIT, 'visitor-f').then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(TooManyRequests);
    });

    it('lets events through uncounted with skipOnError', async () => {
      const open = new RedisRateLimits(down, prefix, { skipOnError: true });
      for (let i = 0; i < 5; i += 1) await open.hit(LIMIT, 'visitor-g');
      await expect(open.check(LIMIT, 'visitor-g')).resolves.toBeUndefined();
    });
  });
});
