import {
  AB_COOKIE,
  excludeCookieName,
  type Decision,
  type TestDefinition,
  VISITOR_COOKIE,
} from '@bytewire/experiments';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import {
  ADMIN_KEY,
  API_KEY,
  cleanRedis,
  createApp,
  metricValue,
  runningTest,
  uniqueSite,
} from './support/app';

describe('POST /experiments/decide', () => {
  let site: string;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    site = uniqueSite();
    app = await createApp({ site });
  });
  afterAll(async () => {
    await app.close();
    await cleanRedis(site);
  });

  async function putTest(test: TestDefinition): Promise<void> {
    await request(app.getHttpServer())
      .put(`/experiments/tests/${test.id}`)
      .set('x-api-key', ADMIN_KEY)
      .send(test)
      .expect((res) => expect([200, 201]).toContain(res.status));
  }

  async function deleteTest(id: string): Promise<void> {
    await request(app.getHttpServer())
      .delete(`/experiments/tests/${id}`)
      .set('x-api-key', ADMIN_KEY);
  }

  async function decideFor(body: object, status = 200): Promise<Decision> {
    const res = await request(app.getHttpServer())
      .post('/experiments/decide')
      .set('x-api-key', API_KEY)
      .send({ cookies: {}, query: {}, context: { path: '/' }, ...body })
      .expect(status);
    return res.body as Decision;
  }

  const cookie = (decision: Decision, name: string) =>
    decision.cookies.find((c) => c.name === name);

  describe('with a test running now', () => {
    const test = runningTest();
    beforeAll(() => putTest(test));
    afterAll(() => deleteTest(test.id));

    it('buckets a new visitor, sets the cookies until the end date, and keeps them', async () => {
      const first = await decideFor({});
      expect(first.visitorId).toMatch(/^[0-9a-f-]{36}$/);
      expect(cookie(first, VISITOR_COOKIE)?.value).toBe(first.visitorId);
      expect(first.tests).toEqual([
        { id: test.id, version: '1', bucket: expect.stringMatching(/^(control|variant)$/) },
      ]);
      const ab = cookie(first, AB_COOKIE);
      expect(ab?.value).toBe(`${test.id}:1:${first.tests[0].bucket}`);
      const secondsToEnd = (Date.parse(test.endDate) - Date.now()) / 1000;
      expect(Math.abs((ab?.maxAge ?? 0) - secondsToEnd)).toBeLessThan(10);
      expect(first.headers).not.toEqual({});

      const again = await decideFor({
        cookies: { [VISITOR_COOKIE]: first.visitorId, [AB_COOKIE]: ab?.value },
      });
      expect(again.visitorId).toBe(first.visitorId);
      expect(again.tests).toEqual(first.tests);
      expect(again.cookies).toEqual([]);
    });

    it('buckets a visitor id the same way every time', async () => {
      const visitor = { [VISITOR_COOKIE]: 'a1b2c3d4-0000-4000-8000-000000000001' };
      const buckets = new Set<string>();
      for (let i = 0; i < 3; i++) {
        buckets.add((await decideFor({ cookies: visitor })).tests[0].bucket);
      }
      expect(buckets.size).toBe(1);
    });

    it('removes a cookie of invalid format and buckets afresh', async () => {
      const decision = await decideFor({ cookies: { [AB_COOKIE]: 'not a state!' } });
      expect(decision.tests).toHaveLength(1);
      expect(cookie(decision, AB_COOKIE)?.value).toBe(`${test.id}:1:${decision.tests[0].bucket}`);
    });

    it('sets the state from the ab query parameter and from x-ab-test-variation', async () => {
      const byQuery = await decideFor({ query: { ab: `${test.id}:1:variant` } });
      expect(byQuery.tests).toEqual([{ id: test.id, version: '1', bucket: 'variant' }]);
      const byHeader = await decideFor({ variationHeader: `${test.id}:1:control` });
      expect(byHeader.tests).toEqual([{ id: test.id, version: '1', bucket: 'control' }]);
      expect(cookie(byHeader, AB_COOKIE)?.value).toBe(`${test.id}:1:control`);
    });

    it('ignores malformed values inside a valid body', async () => {
      const decision = await decideFor({
        cookies: { [VISITOR_COOKIE]: '<script>', [AB_COOKIE]: '::::' },
        query: { ab: ['x', '%%%'], featureEnable: ',,,' },
        variationHeader: 'nope',
      });
      expect(decision.tests).toHaveLength(1);
      expect(decision.visitorId).not.toBe('<script>');
    });
  });

  it('keeps an excluded visitor excluded, never rebucketed', async () => {
    const test = runningTest({ id: 'tiny_test', allocations: [{ percentage: 1, bucket: 'a' }] });
    await putTest(test);
    try {
      let excluded: Decision | undefined;
      for (let i = 0; i < 50 && !excluded; i++) {
        const decision = await decideFor({});
        if (cookie(decision, excludeCookieName(test.id))) excluded = decision;
      }
      expect(excluded?.tests).toEqual([]);
      const exclusion = cookie(excluded as Decision, excludeCookieName(test.id));
      expect(exclusion?.value).toBe('1');
      // A new visitor id would be bucketed again; the exclusion cookie keeps the visitor out.
      for (let i = 0; i < 20; i++) {
        const later = await decideFor({ cookies: { [excludeCookieName(test.id)]: '1' } });
        expect(later.tests).toEqual([]);
      }
    } finally {
      await deleteTest(test.id);
    }
  });

  it('runs no test outside its dates (the initial tests have all ended)', async () => {
    const past = runningTest({
      id: 'past_test',
      startDate: '2024-01-01T00:00:00.000Z',
      endDate: '2024-01-08T00:00:00.000Z',
    });
    const future = runningTest({
      id: 'future_test',
      startDate: '2999-01-01',
      endDate: '2999-02-01',
    });
    await putTest(past);
    await putTest(future);
    try {
      const decision = await decideFor({ query: { ab: 'past_test:1:control' } });
      expect(decision.tests).toEqual([]);
      expect(cookie(decision, AB_COOKIE)).toBeUndefined();
    } finally {
      await deleteTest(past.id);
      await deleteTest(future.id);
    }
  });

  it('runs a test only where its criteria hold', async () => {
    const test = runningTest({ id: 'mobile_news', criteria: { path: '/news', device: 'mobile' } });
    await putTest(test);
    try {
      const onNews = await decideFor({ context: { path: '/news/a', device: 'mobile' } });
      expect(onNews.tests.map((t) => t.id)).toEqual(['mobile_news']);
      const desktop = await decideFor({ context: { path: '/news/a', device: 'desktop' } });
      expect(desktop.tests).toEqual([]);
      const elsewhere = await decideFor({ context: { path: '/reviews', device: 'mobile' } });
      expect(elsewhere.tests).toEqual([]);
    } finally {
      await deleteTest(test.id);
    }
  });

  it('resolves flags: defaults, featureEnable, featureDisable and all', async () => {
    const defaults = await decideFor({});
    expect(defaults.flags).toEqual({
      ads: true,
      adDisplay: true,
      cohesion: false,
      consent: true,
      vanityMask: true,
    });
    const some = await decideFor({
      query: { featureEnable: 'cohesion', featureDisable: 'ads,consent' },
    });
    expect(some.flags).toMatchObject({
      ads: false,
      consent: false,
      cohesion: true,
      adDisplay: true,
    });
    const allOff = await decideFor({ query: { featureDisable: 'all' } });
    expect(Object.values(allOff.flags).every((v) => v === false)).toBe(true);
    const allOn = await decideFor({ query: { featureEnable: 'all' } });
    expect(Object.values(allOn.flags).every((v) => v === true)).toBe(true);
  });

  it('counts decisions by outcome', async () => {
    await decideFor({});
    const metrics = await request(internalHandler(app)).get('/metrics').expect(200);
    expect(
      metricValue(metrics.text, 'experiments_decisions_total', { outcome: 'no_test' }),
    ).toBeGreaterThan(0);
  });

  it.each([
    ['no context', { context: undefined }, 'context is required'],
    ['a path that is not a string', { context: { path: 5 } }, 'context.path must be a string'],
    [
      'a path over 2048 characters',
      { context: { path: `/${'a'.repeat(2048)}` } },
      'context.path must be at most 2048',
    ],
    ['cookies as an array', { cookies: ['a'] }, 'cookies must be an object'],
    ['a cookie that is not a string', { cookies: { a: 1 } }, 'cookies values must be strings'],
    ['a cookie over 4096 characters', { cookies: { a: 'x'.repeat(4097) } }, 'at most 4096'],
    [
      'over 50 cookies',
      { cookies: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${i}`, 'v'])) },
      'cookies must have at most 50 entries',
    ],
    ['a query value that is an object', { query: { ab: { a: 1 } } }, 'query values must be'],
    ['a header that is not a string', { variationHeader: 7 }, 'variationHeader must be a string'],
  ])('refuses a body with %s (400)', async (_what, change, message) => {
    const res = await request(app.getHttpServer())
      .post('/experiments/decide')
      .set('x-api-key', API_KEY)
      .send({ cookies: {}, query: {}, context: { path: '/' }, ...change })
      .expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it.each([
    ['an array', 'application/json', '[]', 400, 'The body must be a JSON object'],
    ['null', 'application/json', 'null', 400, 'The body must be a JSON object'],
    ['broken JSON', 'application/json', '{"context":', 400, 'Body is not valid JSON'],
    ['a __proto__ key', 'application/json', '{"__proto__":{"x":1}}', 400, 'not valid JSON'],
    ['form data', 'application/x-www-form-urlencoded', 'context=1', 400, 'context must be'],
    ['plain text', 'text/csv', 'a,b', 415, 'Unsupported Media Type'],
  ])(
    'answers a body of %s with a 4xx { statusCode, message }',
    async (_what, type, raw, status, message) => {
      const res = await request(app.getHttpServer())
        .post('/experiments/decide')
        .set('x-api-key', API_KEY)
        .set('content-type', type)
        .send(raw)
        .expect(status);
      expect(res.body).toEqual({ statusCode: status, message: expect.stringContaining(message) });
    },
  );

  it('needs the callers key (or the admin key)', async () => {
    const body = { cookies: {}, query: {}, context: { path: '/' } };
    await request(app.getHttpServer()).post('/experiments/decide').send(body).expect(401);
    await request(app.getHttpServer())
      .post('/experiments/decide')
      .set('x-api-key', 'wrong-key-wrong-key-wrong')
      .send(body)
      .expect(401);
    await request(app.getHttpServer())
      .post('/experiments/decide')
      .set('x-api-key', ADMIN_KEY)
      .send(body)
      .expect(200);
  });
});
