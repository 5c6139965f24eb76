import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { FakeUpstream } from './fake-upstream';
import { createGateway, renderLike } from './gateway';

const KEY = 'experiments-callers-key-0123';
const DECISION_ID = '0f8e9d1c-2b3a-4c5d-8e6f-7a8b9c0d1e2f';
const OPTIONS = ['/article/one/', '/article/two/', '/review/three/'];

/** The decision service's stand-in: answers by the path, and keeps each body it got. */
function decisionService(answer: () => { status: number; body: unknown }) {
  const bodies: Record<string, unknown>[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      bodies.push({ path: req.url, ...(JSON.parse(text) as object) });
      const { status, body } = answer();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  };
  return { bodies, handler };
}

describe('the site’s recommendation routes (spec 001 s7: the decision service)', () => {
  let render: FakeUpstream;
  let experiments: FakeUpstream;
  let app: NestFastifyApplication;
  let next: () => { status: number; body: unknown };
  let bodies: Record<string, unknown>[];

  beforeAll(async () => {
    const service = decisionService(() => next());
    bodies = service.bodies;
    experiments = await FakeUpstream.start(service.handler);
    render = await FakeUpstream.start(renderLike);
    app = await createGateway({
      RENDER_URL: render.url,
      CONTENT_API_URL: render.url,
      EXPERIMENTS_URL: experiments.url,
      EXPERIMENTS_API_KEY: KEY,
      // Decided per request: no definitions polling in the way.
      EXPERIMENTS_SYNC_INTERVAL_MS: '0',
      RECOMMENDATIONS_HOLDOUT_PERCENT: '20',
    });
  });

  beforeEach(() => {
    bodies.length = 0;
    next = () => ({
      status: 200,
      body: {
        decisionId: DECISION_ID,
        options: ['/review/three/', '/article/one/'],
        holdout: false,
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([render.close(), experiments.close()]);
  });

  const decision = (body: unknown) =>
    request(app.getHttpServer())
      .post('/api/recommendations/decision')
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
  const ask = { options: OPTIONS, listLength: 2, sessionId: 'session-1234', isMobile: true };

  it('asks the decision service with the server’s key and the spec’s fields, and answers its order', async () => {
    const response = await decision(ask).expect(200);
    expect(response.body).toEqual({
      decisionId: DECISION_ID,
      options: ['/review/three/', '/article/one/'],
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bodies).toEqual([
      {
        path: '/v3/decision',
        agentName: 'site-recommendations',
        context: { is_mobile: true },
        listLength: 2,
        options: OPTIONS,
        sessionId: 'session-1234',
        sessionIdType: 'session',
        strategyConfig: { holdoutPercent: 20, expiration: 86400, slotHoldout: false },
        tenantId: 'bytewire',
        writeKey: KEY,
      },
    ]);
  });

  it('keeps only options the page offered, once each', async () => {
    next = () => ({
      status: 200,
      body: {
        decisionId: DECISION_ID,
        options: ['https://evil.example/', '/article/two/', '/article/two/'],
      },
    });
    const response = await decision(ask).expect(200);
    expect(response.body.options).toEqual(['/article/two/']);
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { message: 'boom' } })],
    ['a 503', () => ({ status: 503, body: { message: 'Redis down' } })],
    [
      'an answer that is no decision',
      () => ({ status: 200, body: { decisionId: 7, options: 'x' } }),
    ],
  ])('answers the empty decision after %s (spec 001 s8)', async (_what, answer) => {
    next = answer;
    const response = await decision(ask).expect(200);
    expect(response.body).toEqual({ decisionId: '', options: [] });
  });

  it.each([
    ['no options', { ...ask, options: [] }, 'options must hold at least one site path'],
    [
      'an outside URL',
      { ...ask, options: ['https://evil.example/'] },
      'each option must be a site path',
    ],
    ['a repeated option', { ...ask, options: ['/a/', '/a/'] }, 'options must not repeat a path'],
    [
      'too many options',
      { ...ask, options: Array.from({ length: 13 }, (_, i) => `/article/s${i}/`) },
      'at most 12',
    ],
    ['a long list', { ...ask, listLength: 5 }, 'listLength must be from 1 to 4'],
    ['a bad session id', { ...ask, sessionId: '<script>' }, 'sessionId must be 8 to 64'],
    ['no device', { ...ask, isMobile: 'yes' }, 'isMobile must be true or false'],
  ])('refuses %s with a 400 naming the rule, and asks nothing', async (_what, body, message) => {
    const response = await decision(body).expect(400);
    expect(response.body.message).toContain(message);
    expect(bodies).toEqual([]);
  });

  it('records an outcome, and passes the service’s refusal of an expired decision on', async () => {
    const outcome = { decisionId: DECISION_ID, option: '/article/one/', reward: 1 };
    next = () => ({ status: 200, body: { recorded: true } });
    await request(app.getHttpServer())
      .post('/api/recommendations/outcome')
      .set('content-type', 'text/plain')
      .send(JSON.stringify(outcome))
      .expect(204);
    expect(bodies).toEqual([
      { path: '/v2/outcome', ...outcome, tenantId: 'bytewire', writeKey: KEY },
    ]);

    next = () => ({ status: 404, body: { message: 'No such decision' } });
    await request(app.getHttpServer())
      .post('/api/recommendations/outcome')
      .send(outcome)
      .expect(404);
    next = () => ({ status: 500, body: {} });
    const down = await request(app.getHttpServer())
      .post('/api/recommendations/outcome')
      .send(outcome)
      .expect(503);
    expect(down.body.message).toBe('The outcome cannot be recorded now; try again later');
    await request(app.getHttpServer())
      .post('/api/recommendations/outcome')
      .send({ ...outcome, reward: 2 })
      .expect(400);
  });
});

describe('the recommendation routes with no decision service configured', () => {
  it('answer the empty decision', async () => {
    const render = await FakeUpstream.start(renderLike);
    const app = await createGateway({ RENDER_URL: render.url, CONTENT_API_URL: render.url });
    try {
      const response = await request(app.getHttpServer())
        .post('/api/recommendations/decision')
        .send({
          options: ['/article/one/'],
          listLength: 1,
          sessionId: 'session-1234',
          isMobile: false,
        })
        .expect(200);
      expect(response.body).toEqual({ decisionId: '', options: [] });
    } finally {
      await app.close();
      await render.close();
    }
  });
});
