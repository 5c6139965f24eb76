import request from 'supertest';
import { createApp, proxyForSuite, uniqueSite } from './support/app';
import { FakePlatform, type PlatformRequest } from './support/fake-platform';
import { TokenIssuer } from './support/token-issuer';

/** A Disqus 3.0 post as `users/listPosts` with `related=thread` answers it. */
function post(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(id),
    raw_message: `Comment number ${id}`,
    message: `<p>Comment number ${id}</p>`,
    createdAt: '2026-11-20T10:15:00',
    isDeleted: false,
    isSpam: false,
    isApproved: true,
    forum: 'bytewire',
    thread: {
      id: `t${id}`,
      title: `Story ${id}`,
      link: `https://www.bytewire.example/article/story-${id}/`,
    },
    ...overrides,
  };
}

const listPosts = (seen: PlatformRequest) => new URL(seen.path, 'http://api.test');

// First: the apps of a file share process.env, and the next suite's sets DISCUSSION_API_KEY.
describe('recent comments with no discussion API configured', () => {
  const suite = proxyForSuite();

  it('says so with an empty list, asking nothing', async () => {
    const response = await request(suite.app.getHttpServer())
      .get(`/api/neutron/users/${suite.site}/bytewire/comments`)
      .set('authorization', `Bearer ${await suite.issuer.token('quiet')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { configured: false, items: [] } });
  });
});

describe('recent comments (the member area Community tab)', () => {
  let api: FakePlatform;
  // Before the app starts: its environment names the fake's URL.
  beforeAll(async () => {
    api = await FakePlatform.start();
  });
  const suite = proxyForSuite(() => ({
    DISCUSSION_API_KEY: 'PUBLICKEY0123456789',
    DISCUSSION_SSO_DOMAIN: 'bytewire-sso',
    DISCUSSION_API_URL: `${api.url}/api/3.0`,
    DISCUSSION_API_TIMEOUT_MS: '500',
  }));
  const http = () => request(suite.app.getHttpServer());
  const base = () => `/api/neutron/users/${suite.site}/bytewire/comments`;
  const bearer = async (sub: string) => `Bearer ${await suite.issuer.token(sub)}`;

  /** Answers every listPosts call with `json`, after `delayMs`. */
  function answerWith(status: number, json: unknown, delayMs = 0): void {
    api.answers.set('GET /api/3.0/users/listPosts.json', (_seen, response) => {
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      }, delayMs);
    });
  }

  afterEach(() => api.reset());
  afterAll(() => api.stop());

  it('lists the reader’s comments from the discussion service as their sign-on user', async () => {
    answerWith(200, { code: 0, cursor: { more: false }, response: [post(2), post(1)] });
    const response = await http()
      .get(base())
      .set('authorization', await bearer('reader-7'));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      data: {
        configured: true,
        items: [
          {
            id: '2',
            text: 'Comment number 2',
            createdAt: '2026-11-20T10:15:00.000Z',
            threadTitle: 'Story 2',
            url: 'https://www.bytewire.example/article/story-2/#comment-2',
          },
          expect.objectContaining({ id: '1', threadTitle: 'Story 1' }),
        ],
      },
    });
    const asked = listPosts(api.requests[0]!);
    expect(asked.pathname).toBe('/api/3.0/users/listPosts.json');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      api_key: 'PUBLICKEY0123456789',
      forum: 'bytewire',
      // The id remote-auth.ts signs: the token's subject.
      user: 'remote:bytewire-sso-reader-7',
      limit: '10',
      order: 'desc',
      related: 'thread',
    });
    // Our request ids and the reader's token stay here.
    expect(api.requests[0]!.headers.authorization).toBeUndefined();
    expect(api.requests[0]!.headers['x-request-id']).toBeUndefined();
  });

  it('drops deleted, spam, unapproved and broken posts, and cuts long ones to one line of 280', async () => {
    answerWith(200, {
      code: 0,
      response: [
        post(1, { isDeleted: true }),
        post(2, { isSpam: true }),
        post(3, { isApproved: false }),
        post(4, { thread: 't4' }),
        post(5, { thread: { title: 'Bad link', link: 'javascript:alert(1)' } }),
        post(6, { createdAt: 'yesterday' }),
        post(7, { raw_message: `Line one\n\n${'x'.repeat(400)}` }),
      ],
    });
    const response = await http()
      .get(base())
      .set('authorization', await bearer('mixed'));
    expect(response.status).toBe(200);
    const items = response.body.data.items as { id: string; text: string }[];
    expect(items.map((item) => item.id)).toEqual(['7']);
    expect(items[0]!.text).toHaveLength(280);
    expect(items[0]!.text.startsWith('Line one x')).toBe(true);
    expect(items[0]!.text.endsWith('…')).toBe(true);
  });

  it('answers an empty list for a reader the discussion service does not know yet', async () => {
    answerWith(400, {
      code: 2,
      response: "Invalid argument, 'user': Unable to find user 'remote:bytewire-sso-newcomer'",
    });
    const response = await http()
      .get(base())
      .set('authorization', await bearer('newcomer'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { configured: true, items: [] } });
  });

  it('answers 502 for another refusal or a body of another shape, 504 past its budget', async () => {
    const auth = await bearer('unlucky');
    answerWith(400, { code: 5, response: 'Invalid API key' });
    expect((await http().get(base()).set('authorization', auth)).status).toBe(502);
    answerWith(200, { response: 'not a list' });
    expect((await http().get(base()).set('authorization', auth)).status).toBe(502);
    answerWith(200, { code: 0, response: [] }, 1500);
    const slow = await http().get(base()).set('authorization', auth);
    expect(slow.status).toBe(504);
    expect(slow.body.message).toMatch(/discussion service/);
  });

  it('needs a valid token, and knows only its discussion service', async () => {
    answerWith(200, { code: 0, response: [] });
    expect((await http().get(base())).status).toBe(401);
    expect((await http().get(base()).set('authorization', 'Bearer nope')).status).toBe(401);
    const other = `/api/neutron/users/${suite.site}/elsewhere/comments`;
    expect(
      (
        await http()
          .get(other)
          .set('authorization', await bearer('lost'))
      ).status,
    ).toBe(404);
    expect(api.requests).toHaveLength(0);
  });
});

describe('the discussion API’s configuration', () => {
  let issuer: TokenIssuer;
  beforeAll(async () => {
    issuer = await TokenIssuer.start();
  });
  afterAll(() => issuer.stop());

  it.each([
    ['DISCUSSION_API_KEY', 'has-dashes', 'DISCUSSION_API_KEY must be at most 128 letters'],
    ['DISCUSSION_SSO_DOMAIN', 'Upper Case', 'DISCUSSION_SSO_DOMAIN must be lower-case'],
    ['DISCUSSION_API_URL', 'ftp://disqus.example', 'DISCUSSION_API_URL must be an http(s) URL'],
    ['DISCUSSION_API_URL', 'https://disqus.example/api/', 'DISCUSSION_API_URL must have no query'],
    ['DISCUSSION_API_TIMEOUT_MS', '50', 'DISCUSSION_API_TIMEOUT_MS must be at least 100'],
    ['DISCUSSION_API_TIMEOUT_MS', 'soon', 'DISCUSSION_API_TIMEOUT_MS must be a whole number'],
  ])('stops on %s=%s, naming the variable', async (name, value, message) => {
    // The apps of a file share process.env: each case sets all four, one of them wrong.
    const valid = {
      DISCUSSION_API_KEY: 'PUBLICKEY0123456789',
      DISCUSSION_SSO_DOMAIN: 'bytewire',
      DISCUSSION_API_URL: 'https://disqus.example/api/3.0',
      DISCUSSION_API_TIMEOUT_MS: '3000',
    };
    await expect(
      createApp(uniqueSite(), issuer.issuer, { ...valid, [name]: value }),
    ).rejects.toThrow(message);
  });
});
