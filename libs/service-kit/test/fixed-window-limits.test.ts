/**
 * Fixed-window limits against a real Redis (REDIS_URL): a key takes `limit` events per window,
 * the next is a 429 whose Retry-After is what is left of the window; `check` counts nothing;
 * keys and limits do not share counts; a window ends on its own.
 */
import { randomBytes } from 'node:crypto';
import { FixedWindowLimits, TooManyRequests, type RedisClient, type WindowLimit } from '../src';
import { deleteMatching, testRedis } from './redis-target';

const prefix = `bytewire:test-limits:${randomBytes(4).toString('hex')}:`;
let redis: RedisClient;
let limits: FixedWindowLimits;

const LIMIT: WindowLimit = { name: 'posts', limit: 3, windowS: 60, message: 'Too many posts' };

beforeAll(() => {
  redis = testRedis({ maxRetriesPerRequest: 1 });
  limits = new FixedWindowLimits(redis, prefix);
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

describe('FixedWindowLimits', () => {
  it('takes the limit, then answers 429 with the rest of the window as Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await limits.hit(LIMIT, 'visitor-a');
    const refused = await refusal(limits.hit(LIMIT, 'visitor-a'));
    expect(refused.getStatus()).toBe(429);
    expect(refused.message).toBe('Too many posts');
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect(await redis.get(`${prefix}rate:posts:visitor-a`)).toBe('4');
  });

  it('keeps keys and limits apart', async () => {
    for (let i = 0; i < 3; i += 1) await limits.hit(LIMIT, 'visitor-b');
    await expect(limits.hit(LIMIT, 'visitor-c')).resolves.toBeUndefined();
    await expect(limits.hit({ ...LIMIT, name: 'other' }, 'visitor-b')).resolves.toBeUndefined();
  });

  it('check counts nothing and refuses only a used-up window', async () => {
    for (let i = 0; i < 5; i += 1) await limits.check(LIMIT, 'visitor-d');
    expect(await redis.get(`${prefix}rate:posts:visitor-d`)).toBeNull();
    for (let i = 0; i < 3; i += 1) await limits.hit(LIMIT, 'visitor-d');
    expect((await refusal(limits.check(LIMIT, 'visitor-d'))).getStatus()).toBe(429);
  });

  it('a window ends on its own', async () => {
    const short = { ...LIMIT, limit: 1, windowS: 1 };
    await limits.hit(short, 'visitor-e');
    await refusal(limits.hit(short, 'visitor-e'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limits.hit(short, 'visitor-e')).resolves.toBeUndefined();
  });
});
