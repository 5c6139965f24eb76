import { RedisOutbox } from '@bytewire/outbox';
import { redisClientFor } from '@bytewire/service-kit';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { REDIS_URL, proxyForSuite } from './support/app';

const MAIL_TO = `editors.${randomBytes(4).toString('hex')}@bytewire.example`;
const suite = proxyForSuite(() => ({ CONTACT_MAIL_TO: MAIL_TO }));
const redis = redisClientFor(REDIS_URL);
const outbox = new RedisOutbox(redis, { log: () => undefined });

afterAll(async () => {
  await redis.quit();
});

const visitor = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
const subjectOf = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

/** What the contact page does first: ask for its token cookie. */
async function prepare(ip: string): Promise<{ cookie: string; token: string }> {
  const response = await request(suite.app.getHttpServer())
    .get('/user/contact/token/')
    .set('x-forwarded-for', ip);
  expect(response.status).toBe(204);
  expect(response.headers['cache-control']).toBe('no-store');
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(
    /^email_share_token=[\w-]{43}; Max-Age=86400; Path=\/; Secure; SameSite=Strict$/,
  );
  const cookie = setCookie.split(';')[0]!;
  return { cookie, token: cookie.split('=')[1]! };
}

function form(fields: Record<string, string>) {
  return {
    'contact[name]': fields.name ?? 'Ada Lovelace',
    'contact[email]': fields.email ?? 'ada@example.org',
    'contact[subject]': fields.subject ?? 'A correction',
    'contact[message]': fields.message ?? 'The X1 review gives the wrong weight.',
    'contact[_token]': fields.token ?? '',
  };
}

function post(ip: string, cookie: string, body: Record<string, string>, xhr = true) {
  const call = request(suite.app.getHttpServer())
    .post('/user/contact/xhr/')
    .set('x-forwarded-for', ip)
    .set('cookie', cookie)
    .type('form')
    .send(body);
  return xhr ? call.set('x-requested-with', 'XMLHttpRequest') : call;
}

async function mailWithSubject(subject: string) {
  return (await outbox.read(MAIL_TO)).find((mail) => mail.subject.endsWith(subject));
}

describe('the contact form (POST /user/contact/xhr/)', () => {
  it('keeps the token cookie a visitor already has', async () => {
    const ip = visitor();
    const { cookie } = await prepare(ip);
    const again = await request(suite.app.getHttpServer())
      .get('/user/contact/token/')
      .set('x-forwarded-for', ip)
      .set('cookie', cookie);
    expect(again.status).toBe(204);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('sends a valid message to the editors: in the outbox, Reply-To the reader, the spec’s answer', async () => {
    const ip = visitor();
    const { cookie, token } = await prepare(ip);
    const subject = subjectOf('Tip');
    const response = await post(
      ip,
      cookie,
      form({ token, subject, message: 'Line one\r\nLine two', email: 'ada@example.org' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { item: { code: 'Success', message: 'Your e-mail was sent successfully!' } },
    });
    const mail = await mailWithSubject(subject);
    expect(mail).toMatchObject({ to: MAIL_TO, replyTo: 'ada@example.org' });
    expect(mail?.subject).toBe(`[Bytewire contact] ${subject}`);
    expect(mail?.text).toContain('From: Ada Lovelace <ada@example.org>');
    expect(mail?.text).toContain('Line one\r\nLine two');
  });

  it('answers 400 with a clear message for each invalid form, and sends nothing', async () => {
    const ip = visitor();
    const { cookie, token } = await prepare(ip);
    const subject = subjectOf('Bad');
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Please fill out all required fields'],
      [{ message: '   ' }, 'Please fill out all required fields'],
      [{ email: 'ada@' }, 'Please enter in a valid email address'],
      [
        { email: 'ada@example.org\r\nBcc: victim@example.com' },
        'Please enter in a valid email address',
      ],
      [
        { subject: `${subject}\r\nBcc: victim@example.com` },
        'The subject must be on one line, without special characters.',
      ],
      [
        { name: 'Ada\nBcc: victim@example.com' },
        'Your name must be on one line, without special characters.',
      ],
      [{ subject: 's'.repeat(151) }, 'The subject can be at most 150 characters long.'],
      [{ message: 'm'.repeat(5001) }, 'Your message can be at most 5000 characters long.'],
    ];
    for (const [fields, message] of cases) {
      const response = await post(ip, cookie, form({ subject, ...fields, token }));
      expect([fields, response.status, response.body.message]).toEqual([fields, 400, message]);
    }
    expect(await mailWithSubject(subject)).toBeUndefined();
  });

  it('refuses a form without its token, with another token, or not sent by its page (403)', async () => {
    const ip = visitor();
    const { cookie, token } = await prepare(ip);
    const noToken = await post(ip, cookie, form({ token: '' }));
    expect([noToken.status, noToken.body.message]).toEqual([
      403,
      'The form has expired. Please reload the page.',
    ]);
    expect((await post(ip, cookie, form({ token: 'A'.repeat(43) }))).status).toBe(403);
    expect((await post(ip, '', form({ token }))).status).toBe(403);
    const notXhr = await post(ip, cookie, form({ token }), false);
    expect([notXhr.status, notXhr.body.message]).toEqual([
      403,
      'This form is sent by its page only',
    ]);
  });

  it('limits a visitor to 5 messages an hour (429 with Retry-After), typos not counted', async () => {
    const ip = '203.0.113.251';
    for (let i = 0; i < 3; i++) {
      const { cookie, token } = await prepare(ip);
      expect((await post(ip, cookie, form({ token, email: 'nope' }))).status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A fresh form each time: the per-visitor limit is what stops the sixth.
      const { cookie, token } = await prepare(ip);
      const response = await post(ip, cookie, form({ token, subject: subjectOf('Limit') }));
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.body.message).toBe('Too many messages sent. Please try again later.');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = visitor();
    const { cookie, token } = await prepare(other);
    expect((await post(other, cookie, form({ token }))).status).toBe(200);
  });

  it('limits one form to 3 messages an hour', async () => {
    const { cookie, token } = await prepare('203.0.113.252');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Another address each time: the token's limit is what stops the fourth.
      const response = await post(`198.18.0.${10 + i}`, cookie, form({ token }));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
