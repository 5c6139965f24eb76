import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { OUTBOX_CAPACITY, OUTBOX_KEY, RedisOutbox } from '../src';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
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
