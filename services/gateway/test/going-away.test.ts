// A rolling restart as the gateway meets it: an upstream instance that is closing answers a
// request on a kept connection with 503 and `Connection: close` (fastify's return503OnClosing
// with service-kit's drain-on-close), or closes an idle pooled connection as a request goes
// out. The gateway sends such a GET once more at once, on a new connection, and the reader gets
// the live instance's answer; a load-shedding 503 (connection kept) is passed on untried.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { FakeUpstream } from './fake-upstream';
import { contentLike, createGateway } from './gateway';

/** What the content stand-in does with the next requests (then it answers as usual). */
let next: Array<'closing-503' | 'shedding-503' | 'reset'> = [];

function contentGoingAway(req: IncomingMessage, res: ServerResponse): void {
  const step = next.shift();
  if (step === 'closing-503') {
    res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
    res.end('{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}');
  } else if (step === 'shedding-503') {
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"busy":true}');
  } else if (step === 'reset') {
    req.socket.destroy();
  } else {
    contentLike(req, res);
  }
}

describe('gateway and an upstream instance going away', () => {
  const path = '/api/neutron/composer/bytewire/pages/door/news/web';
  let app: NestFastifyApplication;
  let content: FakeUpstream;

  beforeAll(async () => {
    content = await FakeUpstream.start(contentGoingAway);
    const render = await FakeUpstream.deadUrl();
    app = await createGateway({ RENDER_URL: render, CONTENT_API_URL: content.url });
  });
  afterAll(async () => {
    await app.close();
    await content.close();
  });
  beforeEach(() => {
    content.requests.length = 0;
    next = [];
  });

  it("answers a GET from the live instance after a closing instance's 503", async () => {
    next = ['closing-503'];
    const res = await request(app.getHttpServer()).get(path).expect(200);
    expect(res.body).toEqual({ data: { ok: true } });
    expect(content.received).toHaveLength(2);
  });

  it('answers a GET from the live instance after a connection closed before any answer', async () => {
    next = ['reset'];
    await request(app.getHttpServer()).get(path).expect(200);
    expect(content.received).toHaveLength(2);
  });

  it('tries once more only: two closing answers in a row reach the reader', async () => {
    next = ['closing-503', 'closing-503'];
    await request(app.getHttpServer()).get(path).expect(503);
    expect(content.received).toHaveLength(2);
  });

  it('passes a load-shedding 503 on without trying again', async () => {
    next = ['shedding-503'];
    const res = await request(app.getHttpServer()).get(path).expect(503);
    expect(res.body).toEqual({ busy: true });
    expect(content.received).toHaveLength(1);
  });
});
