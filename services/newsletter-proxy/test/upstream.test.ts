/**
 * Upstream mode (NEWSLETTER_UPSTREAM_URL): every reader call is made at the newsletter platform
 * (a loopback fake here) under the same path with the reader's own token, after the token, the
 * path and the body were checked here; the platform's answers are checked on the way back, its
 * refusals keep their status, and its failures are 502 or 504 within the budget, never a hang.
 */
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { createApp, uniqueSite, proxyForSuite } from './support/app';
import { FakePlatform } from './support/fake-platform';
import { TokenIssuer } from './support/token-issuer';

const TIMEOUT_MS = 400;
let platform: FakePlatform;
beforeAll(async () => {
  platform = await FakePlatform.start();
});
afterAll(() => platform.stop());
beforeEach(() => platform.reset());

const suite = proxyForSuite(() => ({
  NEWSLETTER_UPSTREAM_URL: platform.url,
  NEWSLETTER_UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
}));
const { site } = suite;
const http = () => request(suite.app.getHttpServer());
const tokenOf = (sub: string) => suite.issuer.token(sub, { email: `${sub}@example.com` });

const DAILY = {
  id: 'daily',
  name: 'Daily',
  description: 'Every day',
  frequency: 'Daily',
  subscribeJourneyId: 'j-daily-on',
  unsubscribeJourneyId: 'j-daily-off',
};

const ADA = {
  id: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  country: 'GB',
};

describe('calls made at the platform', () => {
  it('the newsletter list is the platform’s; items that are not whole are dropped', async () => {
    platform.answers.set(`GET /api/neutron/newsletters/${site}`, {
      status: 200,
      json: { data: { items: [{ ...DAILY, extra: 'dropped' }, { id: 'broken' }, 'nonsense'] } },
    });
    const response = await http()
      .get(`/api/neutron/newsletters/${site}`)
      .set('x-request-id', 'req-list-1');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ data: { items: [DAILY] } });
    expect(platform.requests).toHaveLength(1);
    expect(platform.requests[0]!.headers.authorization).toBeUndefined();
    expect(platform.requests[0]!.headers['x-request-id']).toBe('req-list-1');
  });

  it('subscriptions are asked with the reader’s own token', async () => {
    const token = await tokenOf('ada');
    platform.answers.set(`GET /api/neutron/newsletters/${site}/subscriptions`, {
      status: 200,
      json: { data: { items: [{ newsletterId: 'daily', subscribedAt: '2026-11-01T10:00:00Z' }] } },
    });
    const response = await http()
      .get(`/api/neutron/newsletters/${site}/subscriptions`)
      .set('authorization', `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.body.data.items).toEqual([
      { newsletterId: 'daily', subscribedAt: '2026-11-01T10:00:00Z' },
    ]);
    expect(platform.requests[0]!.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('a journey is posted to the platform and its code comes back', async () => {
    platform.answers.set(`POST /api/neutron/newsletters/${site}/journey/j-daily-on`, {
      status: 200,
      json: { data: { item: { code: 'Success', newsletterId: 'daily', action: 'subscribe' } } },
    });
    const response = await http()
      .post(`/api/neutron/newsletters/${site}/journey/j-daily-on`)
      .set('authorization', `Bearer ${await tokenOf('ada')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: { item: { code: 'Success', newsletterId: 'daily', action: 'subscribe' } },
    });
  });

  it('the profile keeps only its fields; an avatar that is not https or a site path is emptied', async () => {
    platform.answers.set(`GET /api/neutron/users/rna/${site}/user`, {
      status: 200,
      json: {
        data: {
          data: {
            item: { ...ADA, avatar: 'javascript:alert(1)', roles: ['admin'] },
          },
        },
      },
    });
    const response = await http()
      .get(`/api/neutron/users/rna/${site}/user`)
      .set('authorization', `Bearer ${await tokenOf('ada')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        data: {
          item: { ...ADA, avatar: '' },
        },
      },
    });
  });

  it('a profile change is checked here, then only its known fields are sent', async () => {
    const path = `/api/neutron/users/rna/${site}/user`;
    platform.answers.set(`PUT ${path}`, (seen, response) => {
      const sent = JSON.parse(seen.body) as Record<string, string>;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { data: { item: { id: 'u-1', ...sent } } } }));
    });
    const auth = `Bearer ${await tokenOf('ada')}`;
    const bad = await http().put(path).set('authorization', auth).send({ email: 'ada@' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('E-mail format invalid');
    expect(platform.requests).toEqual([]);

    const good = await http()
      .put(path)
      .set('authorization', auth)
      .send({ firstName: 'Ada', username: 'ada.l', isAdmin: true });
    expect(good.status).toBe(200);
    expect(platform.requests).toHaveLength(1);
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ firstName: 'Ada', username: 'ada.l' });
    expect(platform.requests[0]!.headers['content-type']).toBe('application/json');
    expect(good.body.data.data.item).toMatchObject({
      id: 'u-1',
      firstName: 'Ada',
      username: 'ada.l',
    });
  });

  it('discussion sign-on and sign-out are the platform’s', async () => {
    const base = `/api/neutron/users/${site}/bytewire`;
    platform.answers.set(`POST ${base}/authenticate`, {
      status: 200,
      json: {
        data: { data: { item: { disqusToken: { remoteAuthS3: 'e30= abc123 1700000000' } } } },
      },
    });
    platform.answers.set(`POST ${base}/logout`, {
      status: 200,
      json: {
        data: { data: { item: { disqusToken: { remoteAuthS3: 'e30= def456 1700000001' } } } },
      },
    });
    const auth = `Bearer ${await tokenOf('ada')}`;
    const login = await http().post(`${base}/authenticate`).set('authorization', auth);
    expect(login.status).toBe(200);
    expect(login.body.data.data.item.disqusToken.remoteAuthS3).toBe('e30= abc123 1700000000');
    const logout = await http().post(`${base}/logout`).set('authorization', auth);
    expect(logout.body.data.data.item.disqusToken.remoteAuthS3).toBe('e30= def456 1700000001');
  });

  it('recent comments are the platform’s; items that are not whole or link elsewhere than http(s) are dropped', async () => {
    const path = `/api/neutron/users/${site}/bytewire/comments`;
    const comment = {
      id: '41',
      text: 'Fair  point,\nwell made',
      createdAt: '2026-11-20T10:15:00Z',
      threadTitle: 'A story',
      url: 'https://www.bytewire.example/article/a-story/#comment-41',
    };
    platform.answers.set(`GET ${path}`, {
      status: 200,
      json: {
        data: {
          configured: true,
          items: [
            comment,
            { ...comment, id: '42', url: 'javascript:alert(1)' },
            { ...comment, id: '43', createdAt: 'soon' },
            { id: '44' },
          ],
        },
      },
    });
    const response = await http()
      .get(path)
      .set('authorization', `Bearer ${await tokenOf('ada')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        configured: true,
        items: [
          { ...comment, text: 'Fair point, well made', createdAt: '2026-11-20T10:15:00.000Z' },
        ],
      },
    });
    expect(platform.requests[0]?.headers.authorization).toMatch(/^Bearer /);
  });
});

describe('checked here before the platform is asked', () => {
  it.each([
    ['no token', 'GET', `/subscriptions`, undefined, 401],
    ['a token of another issuer', 'GET', `/subscriptions`, 'foreign', 401],
    ['an unknown site', 'GET', `/other-site`, undefined, 404],
    ['a journey id that is not one', 'POST', `/journey/a.b`, 'reader', 404],
  ] as const)(
    '%s: refused, and the platform never hears of it',
    async (_case, method, tail, who, status) => {
      let path = `/api/neutron/newsletters/${site}${tail}`;
      if (tail === '/other-site') path = '/api/neutron/newsletters/other-site';
      let call = method === 'GET' ? http().get(path) : http().post(path);
      if (who === 'reader') call = call.set('authorization', `Bearer ${await tokenOf('ada')}`);
      if (who === 'foreign') {
        const stranger = await TokenIssuer.start();
        call = call.set('authorization', `Bearer ${await stranger.token('ada')}`);
        await stranger.stop();
      }
      expect((await call).status).toBe(status);
      expect(platform.requests).toEqual([]);
    },
  );

  it('another discussion service is 404 without a call', async () => {
    const response = await http()
      .post(`/api/neutron/users/${site}/elsewhere/authenticate`)
      .set('authorization', `Bearer ${await tokenOf('ada')}`);
    expect(response.status).toBe(404);
    expect(platform.requests).toEqual([]);
  });
});

describe('the platform’s refusals and failures', () => {
  const path = () => `/api/neutron/users/rna/${site}/user`;
  const readProfile = async () =>
    http()
      .get(path())
      .set('authorization', `Bearer ${await tokenOf('ada')}`);

  it.each([400, 401, 403, 404, 409, 422, 429])(
    'a %i keeps its status and its message',
    async (status) => {
      platform.answers.set(`GET ${path()}`, {
        status,
        json: { message: 'This username is taken' },
      });
      const response = await readProfile();
      expect(response.status).toBe(status);
      expect(response.body.message).toBe('This username is taken');
    },
  );

  it('a refusal whose message is not a line of text gets a plain one', async () => {
    platform.answers.set(`GET ${path()}`, { status: 409, json: { message: 'x\u0000<script>' } });
    const response = await readProfile();
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('The newsletter platform refused the request');
  });

  it.each([
    ['a 500', { status: 500, json: { message: 'boom' } }, 'newsletter platform answered 500'],
    [
      'a redirect (never followed)',
      { status: 302, headers: { location: 'http://example.com/' } },
      'newsletter platform answered 302',
    ],
    [
      'malformed JSON',
      { status: 200, text: '{"data": {' },
      'newsletter platform gave a profile of an unknown shape',
    ],
    [
      'another shape',
      { status: 200, json: { data: { item: { id: 'u-1' } } } },
      'newsletter platform gave a profile of an unknown shape',
    ],
  ] as const)('%s is a 502', async (_case, answer, message) => {
    platform.answers.set(`GET ${path()}`, answer);
    const response = await readProfile();
    expect(response.status).toBe(502);
    expect(response.body.message).toBe(message);
  });

  it('an answer past 1 MB is a 502, declared or streamed', async () => {
    platform.answers.set(`GET ${path()}`, (_seen, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 20; i += 1) response.write(chunk);
      response.end();
    });
    const streamed = await readProfile();
    expect(streamed.status).toBe(502);
    expect(streamed.body.message).toBe('newsletter platform answered too large a body');

    platform.answers.set(`GET ${path()}`, (_seen, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '2000000' });
      response.write('{"data":');
    });
    const declared = await readProfile();
    expect(declared.status).toBe(502);
    expect(declared.body.message).toBe('newsletter platform answered too large a body');
  });

  it('a platform that does not answer in time is a 504 within the budget', async () => {
    platform.answers.set(`GET ${path()}`, () => undefined);
    const started = Date.now();
    const response = await readProfile();
    expect(response.status).toBe(504);
    expect(response.body.message).toBe(
      `newsletter platform did not answer within ${TIMEOUT_MS} ms`,
    );
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('a body that stops half-way is cut at the same budget', async () => {
    platform.answers.set(`GET ${path()}`, (_seen, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data":');
    });
    const started = Date.now();
    const response = await readProfile();
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('times its calls to the platform in /metrics, the silent ones as timeouts', async () => {
    const metrics = (await request(internalHandler(suite.app)).get('/metrics').expect(200)).text;
    for (const outcome of ['2xx', '4xx', 'timeout']) {
      expect(metrics).toMatch(
        new RegExp(
          `upstream_request_duration_seconds_count\\{[^}]*upstream="newsletter-platform",outcome="${outcome}"\\} [1-9]`,
        ),
      );
    }
  });
});

describe('a platform that is down', () => {
  const down = proxyForSuite(() => ({
    // Nothing listens on port 9 of loopback.
    NEWSLETTER_UPSTREAM_URL: 'http://127.0.0.1:9',
    NEWSLETTER_UPSTREAM_TIMEOUT_MS: '2000',
  }));

  it('is a 502 at once, and the service keeps answering', async () => {
    const response = await request(down.app.getHttpServer()).get(
      `/api/neutron/newsletters/${down.site}`,
    );
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('newsletter platform could not be reached');
    expect((await request(down.app.getHttpServer()).get('/health/live')).status).toBe(200);
  });
});

describe('configuration', () => {
  it.each([
    ['ftp://platform.example', 'NEWSLETTER_UPSTREAM_URL must be an http(s) URL'],
    [
      'https://platform.example/',
      'NEWSLETTER_UPSTREAM_URL must have no query, fragment or trailing slash',
    ],
    [
      'https://platform.example/api?x=1',
      'NEWSLETTER_UPSTREAM_URL must have no query, fragment or trailing slash',
    ],
  ])('stops on NEWSLETTER_UPSTREAM_URL=%s, naming the variable', async (value, message) => {
    await expect(
      createApp(uniqueSite(), suite.issuer.issuer, { NEWSLETTER_UPSTREAM_URL: value }),
    ).rejects.toThrow(message);
  });

  it.each(['50', 'soon', '60001'])('stops on NEWSLETTER_UPSTREAM_TIMEOUT_MS=%s', async (value) => {
    await expect(
      createApp(uniqueSite(), suite.issuer.issuer, {
        NEWSLETTER_UPSTREAM_URL: platform.url,
        NEWSLETTER_UPSTREAM_TIMEOUT_MS: value,
      }),
    ).rejects.toThrow('NEWSLETTER_UPSTREAM_TIMEOUT_MS');
  });
});
