import { Cluster, Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { OUTBOX_CAPACITY, OUTBOX_KEY, RedisOutbox } from '../src';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A client of the tests' Redis: one Redis, or a Redis Cluster for a
 * `redis+cluster://host:port?nodes=host:port,...` URL (the form the service kit's
 * `redisClientFor` reads; this lib does not depend on the kit).
 */
function testRedis(): Redis | Cluster {
  if (!/^rediss?\+cluster:/i.test(REDIS_URL)) return new Redis(REDIS_URL);
  const url = new URL(REDIS_URL);
  const seeds = (url.searchParams.get('nodes') ?? '').split(',').filter(Boolean);
  return new Cluster(
    [url.host, ...seeds].map((node) => {
      const [host, port] = node.split(':');
      return { host: host ?? '', port: Number(port) };
    }),
  );
}

const redis = testRedis();
const lines: string[] = [];
const outbox = new RedisOutbox(redis, { log: (_context, message) => lines.push(message) });

afterAll(() => redis.quit());

const address = () => `${randomBytes(5).toString('hex')}@example.com`;

describe('the outbox', () => {
  it('keeps a sent mail, newest first, readable by address without case', async () => {
    const to = address();
    await outbox.send({ to, subject: 'first', text: 'one' });
    const second = await outbox.send({ to, subject: 'second', text: 'two', replyTo: 'a@b.co' });
    const mails = await outbox.read(to.toUpperCase());
    expect(mails.map((mail) => mail.subject)).toEqual(['second', 'first']);
    expect(mails[0]).toEqual(second);
    expect(second).toMatchObject({ id: expect.any(String), sentAt: expect.any(String) });
  });

  it('logs that a mail left, never its body', async () => {
    await outbox.send({ to: address(), subject: 'quiet', text: 'secret-link-123' });
    expect(lines).toContain('mail put in the outbox');
    expect(lines.join(' ')).not.toContain('secret-link-123');
  });

  it('keeps the latest mails only', async () => {
    for (let i = 0; i < 3; i++) await outbox.send({ to: address(), subject: 'bulk', text: '' });
    expect(await redis.llen(OUTBOX_KEY)).toBeLessThanOrEqual(OUTBOX_CAPACITY);
  });
});
