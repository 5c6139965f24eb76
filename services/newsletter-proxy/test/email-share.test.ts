import { RedisOutbox } from '@bytewire/outbox';
import { redisClientFor } from '@bytewire/service-kit';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { REDIS_URL, proxyForSuite } from './support/app';

const suite = proxyForSuite();
const redis = redisClientFor(REDIS_URL);
const outbox = new RedisOutbox(redis, { log: () => undefined });

afterAll(async () => {
  await redis.quit();
});

/** A visitor of its own (its address, for the per-visitor limit). */
const visitor = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const address = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

/** What the form's page does first: a token cookie and a solved captcha. */
async function prepare(ip: string): Promise<{ cookie: string; token: string; captcha: string }> {
  const response = await request(suite.app.getHttpServer())
    .get('/user/email-friend/challenge/')
    .set('x-forwarded-for', ip);
  expect(response.status).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(
    /^email_share_token=[\w-]{43}; Max-Age=86400; Path=\/; Secure; SameSite=Strict$/,
  );
  const cookie = setCookie.split(';')[0]!;
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return { cookie, token: cookie.split('=')[1]!, captcha };
}

function form(fields: Record<string, string>) {
  return {
    'email_share[to]': fields.to ?? '',
    'email_share[from]': fields.from ?? '',
    'email_share[name]': fields.name ?? '',
    'email_share[message]': fields.message ?? '',
    'email_share[_token]': fields.token ?? '',
    'email_share_from[title]': fields.title ?? 'A story worth reading',
    'email_share_from[url]': fields.url ?? 'https://www.bytewire.example/article/a-story/',
    captcha: fields.captcha ?? '',
  };
}

function post(ip: string, cookie: string, body: Record<string, string>, xhr = true) {
  const call = request(suite.app.getHttpServer())
    .post('/user/email-friend/xhr/')
    .set('x-forwarded-for', ip)
    .set('cookie', cookie)
    .type('form')
    .send(body);
  return xhr ? call.set('x-requested-with', 'XMLHttpRequest') : call;
}

describe('email-a-friend (POST /user/email-friend/xhr/)', () => {
  it('sends a valid form: the mail is in the outbox, the answer is the spec’s message', async () => {
    const ip = visitor();
    const { cookie, token, captcha } = await prepare(ip);
    const to = address('friend');
    const response = await post(
      ip,
      cookie,
      form({ to, from: 'me@example.org', name: 'Ada', message: 'Worth a read.', token, captcha }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { item: { code: 'Success', message: 'Your e-mail was sent successfully!' } },
    });
    const [mail] = await outbox.read(to);
    expect(mail).toMatchObject({
      to,
      replyTo: 'me@example.org',
      subject: 'Ada shared “A story worth reading” with you',
    });
    expect(mail?.text).toContain('https://www.bytewire.example/article/a-story/');
    expect(mail?.text).toContain('Worth a read.');
  });

  it('answers the spec’s messages for missing fields, a bad address and a long message', async () => {
    const ip = visitor();
    const { cookie, token, captcha } = await prepare(ip);
    const cases: [Record<string, string>, string][] = [
      [{ to: '', from: 'me@example.org', name: 'Ada' }, 'Please fill out all required fields'],
      [{ to: 'nope', from: 'me@example.org', name: 'Ada' }, 'E-mail format invalid'],
      [{ to: 'a@example.com', from: 'me@', name: 'Ada' }, 'E-mail format invalid'],
      [
        { to: 'a@example.com', from: 'me@example.org', name: 'Ada', message: 'x'.repeat(1501) },
        'Your message can be at most 1500 characters long.',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await post(ip, cookie, form({ ...fields, token, captcha }));
      expect([fields, response.status, response.body.message]).toEqual([fields, 400, message]);
    }
  });

  it('takes a message of exactly 1500 characters', async () => {
    const ip = visitor();
    const { cookie, token, captcha } = await prepare(ip);
    const response = await post(
      ip,
      cookie,
      form({
        to: address('long'),
        from: 'me@example.org',
        name: 'Ada',
        message: 'y'.repeat(1500),
        token,
        captcha,
      }),
    );
    expect(response.status).toBe(200);
  });

  it('refuses a form without its token, or posted by another site (403)', async () => {
    const ip = visitor();
    const { cookie, token, captcha } = await prepare(ip);
    const fields = { to: address('x'), from: 'me@example.org', name: 'Ada', captcha };
    const noToken = await post(ip, cookie, form({ ...fields, token: '' }));
    expect([noToken.status, noToken.body.message]).toEqual([
      403,
      'The form has expired. Please reload the page.',
    ]);
    const otherToken = await post(ip, cookie, form({ ...fields, token: 'A'.repeat(43) }));
    expect(otherToken.status).toBe(403);
    const noCookie = await post(ip, '', form({ ...fields, token }));
    expect(noCookie.status).toBe(403);
    const notXhr = await post(ip, cookie, form({ ...fields, token }), false);
    expect([notXhr.status, notXhr.body.message]).toEqual([
      403,
      'This form is sent by its page only',
    ]);
  });

  it('refuses an unsolved, forged or reused captcha', async () => {
    const fields = { from: 'me@example.org', name: 'Ada' };
    for (const bad of ['', 'not-base64!', Buffer.from('{"challenge":{}}').toString('base64')]) {
      const ip = visitor();
      const { cookie, token } = await prepare(ip);
      const response = await post(
        ip,
        cookie,
        form({ ...fields, token, to: address('c'), captcha: bad }),
      );
      expect([response.status, response.body.message]).toEqual([
        400,
        'Please complete the captcha.',
      ]);
    }
    const ip = visitor();
    const { cookie, token, captcha } = await prepare(ip);
    const decoded = JSON.parse(Buffer.from(captcha, 'base64').toString()) as {
      challenge: Challenge;
      solution: unknown;
    };
    decoded.challenge.parameters.keyPrefix = '0';
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const refused = await post(
      ip,
      cookie,
      form({ ...fields, token, to: address('c'), captcha: forged }),
    );
    expect(refused.status).toBe(400);
    const first = await post(ip, cookie, form({ ...fields, token, to: address('c'), captcha }));
    expect(first.status).toBe(200);
    const again = await post(
      visitor(),
      cookie,
      form({ ...fields, token, to: address('c'), captcha }),
    );
    expect([again.status, again.body.message]).toEqual([400, 'Please complete the captcha.']);
  });

  it('shares pages of this site only, with a one-line title', async () => {
    const ip = visitor();
    const { cookie, token, captcha } = await prepare(ip);
    const fields = { to: address('s'), from: 'me@example.org', name: 'Ada', token, captcha };
    const elsewhere = await post(
      ip,
      cookie,
      form({ ...fields, url: 'https://evil.example/phish' }),
    );
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      400,
      'Only pages of this site can be shared',
    ]);
    const script = await post(ip, cookie, form({ ...fields, url: 'javascript:alert(1)' }));
    expect(script.status).toBe(400);
    const noTitle = await post(ip, cookie, form({ ...fields, title: '   ' }));
    expect(noTitle.status).toBe(400);
  });

  it('limits a visitor to 5 mails in ten minutes (429 with Retry-After), others unaffected', async () => {
    // The gateway is the trusted hop (TRUST_PROXY=127.0.0.1): the visitor is X-Forwarded-For.
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A fresh form each time: the per-visitor limit is what stops the sixth.
      const { cookie, token, captcha } = await prepare(ip);
      const response = await post(
        ip,
        cookie,
        form({ to: address('r'), from: 'me@example.org', name: 'A', token, captcha }),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(600);
        expect(response.body.message).toBe('Too many emails sent. Please try again later.');
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another forwarded address, through the same trusted hop: a budget of its own.
    const other = '192.0.2.78';
    const { cookie, token, captcha } = await prepare(other);
    const response = await post(
      other,
      cookie,
      form({ to: address('r'), from: 'a@b.co', name: 'A', token, captcha }),
    );
    expect(response.status).toBe(200);
  });

  it('limits one form to 3 mails in ten minutes, and does not count a reader’s typos', async () => {
    const { cookie, token } = await prepare('192.0.2.90');
    for (let i = 0; i < 4; i++) {
      const typo = await post(
        `192.0.2.${100 + i}`,
        cookie,
        form({ to: 'nope', from: 'a@b.co', name: 'A', token }),
      );
      expect(typo.status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const ip = `192.0.2.${110 + i}`;
      const { captcha } = await prepare(ip);
      const whole = await post(
        ip,
        cookie,
        form({ to: address('t'), from: 'a@b.co', name: 'A', token, captcha }),
      );
      statuses.push(whole.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not spend the sender’s budget on bogus captchas', async () => {
    const ip = '192.0.2.120';
    const fields = { from: 'me@example.org', name: 'Ada' };
    for (let i = 0; i < 4; i++) {
      const { cookie, token } = await prepare(ip);
      const bogus = await post(
        ip,
        cookie,
        form({ ...fields, token, to: address('b'), captcha: `bogus-${i}` }),
      );
      expect([bogus.status, bogus.body.message]).toEqual([400, 'Please complete the captcha.']);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { cookie, token, captcha } = await prepare(ip);
      const response = await post(
        ip,
        cookie,
        form({ ...fields, token, to: address('b'), captcha }),
      );
      statuses.push(response.status);
    }
    // The whole budget of 5 mails is left after four failed captchas.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits failed captchas to 10 per visitor in ten minutes, apart from the sends', async () => {
    const ip = '192.0.2.130';
    const { cookie, token, captcha } = await prepare(ip);
    const fields = { from: 'me@example.org', name: 'Ada', token };
    for (let i = 0; i < 10; i++) {
      const bogus = await post(ip, cookie, form({ ...fields, to: address('f'), captcha: 'x' }));
      expect(bogus.status).toBe(400);
    }
    // Past the limit, even a solved captcha is refused, and left unspent.
    const refused = await post(ip, cookie, form({ ...fields, to: address('f'), captcha }));
    expect([refused.status, refused.body.message]).toEqual([
      429,
      'Too many failed captchas. Please try again later.',
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor may use the same form (and that captcha) still.
    const other = await post('192.0.2.131', cookie, form({ ...fields, to: address('f'), captcha }));
    expect(other.status).toBe(200);
  });
});

describe('email-a-friend with no trusted proxy (TRUST_PROXY=false)', () => {
  const direct = proxyForSuite(() => ({ TRUST_PROXY: 'false' }));

  it('counts the connection’s address: a forged X-Forwarded-For does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const forged = `203.0.113.${10 + i}`;
      const challenge = await request(direct.app.getHttpServer())
        .get('/user/email-friend/challenge/')
        .set('x-forwarded-for', forged);
      const cookie = String(challenge.headers['set-cookie']).split(';')[0]!;
      const solution = await solveChallenge({ challenge: challenge.body as Challenge, deriveKey });
      const captcha = Buffer.from(
        JSON.stringify({ challenge: challenge.body as Challenge, solution }),
      ).toString('base64');
      const response = await request(direct.app.getHttpServer())
        .post('/user/email-friend/xhr/')
        .set('x-forwarded-for', forged)
        .set('x-requested-with', 'XMLHttpRequest')
        .set('cookie', cookie)
        .type('form')
        .send(
          form({
            to: address('d'),
            from: 'me@example.org',
            name: 'A',
            token: cookie.split('=')[1]!,
            captcha,
          }),
        );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
