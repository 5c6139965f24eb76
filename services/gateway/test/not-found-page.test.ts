// The site's 404 page for the paths the gateway answers itself (issue 29): render's page for a
// fixed path of no route, else, with render down, slow or answering anything but its 404 page,
// the gateway's own page, which still has a header and a footer.
import { matchPath } from '@bytewire/routes';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServerResponse } from 'node:http';
import request from 'supertest';
import { NOT_FOUND_PAGE_PATH } from '../src/upstreams/site-not-found';
import { FakeUpstream } from './fake-upstream';
import { createGateway } from './gateway';

const MALFORMED = '/article/x%2Fy/';

function expectFallback(res: request.Response): void {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.text).toContain('<h1>This page could not be found</h1>');
  expect(res.text).toMatch(/<header><a href="\/">Bytewire<\/a><\/header>/);
  expect(res.text).toMatch(/<footer>[\s\S]*Bytewire[\s\S]*<\/footer>/);
  expect(res.text).not.toContain('x%2Fy');
}

it('the fixed path is a path of no route (render answers it with the 404 page)', () => {
  expect(matchPath(NOT_FOUND_PAGE_PATH)).toEqual({ kind: 'not-found' });
});

describe.each<[string, (res: ServerResponse) => void]>([
  ['answers 500', (res) => void res.writeHead(500, { 'content-type': 'text/html' }).end('boom')],
  ['answers 200', (res) => void res.writeHead(200, { 'content-type': 'text/html' }).end('page')],
  ['redirects', (res) => void res.writeHead(301, { location: '/elsewhere/' }).end()],
  [
    'is slower than its budget',
    (res) => {
      const timer = setTimeout(() => res.end('too late'), 3000);
      res.on('close', () => clearTimeout(timer));
    },
  ],
])('when render %s for the 404 page', (_name, answer) => {
  let render: FakeUpstream;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    render = await FakeUpstream.start((_req, res) => answer(res));
    app = await createGateway({
      RENDER_URL: render.url,
      CONTENT_API_URL: await FakeUpstream.deadUrl(),
      RENDER_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await app.close();
    await render.close();
  });

  it('answers 404 with the gateway’s own page, with a header and a footer', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer()).get(MALFORMED).expect(404);
    expect(Date.now() - started).toBeLessThan(3000);
    expectFallback(res);
    expect(render.received.map((r) => r.url)).toEqual([NOT_FOUND_PAGE_PATH]);
  });
});

describe('when render is down', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createGateway({
      RENDER_URL: await FakeUpstream.deadUrl(),
      CONTENT_API_URL: await FakeUpstream.deadUrl(),
    });
  });
  afterAll(() => app.close());

  it('answers 404 with the gateway’s own page at once', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer()).get(MALFORMED).expect(404);
    expect(Date.now() - started).toBeLessThan(5000);
    expectFallback(res);
  });
});
