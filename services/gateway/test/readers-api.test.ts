import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { FakeUpstream } from './fake-upstream';
import { createGateway } from './gateway';

/** The newsletter proxy's stand-in: answers what it received, body included. */
function echo(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    res
      .writeHead(req.url?.includes('/missing') ? 404 : 200, {
        'content-type': 'application/json',
        ...(req.url?.includes('challenge')
          ? { 'set-cookie': 'email_share_token=abc; Path=/' }
          : {}),
      })
      .end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
  });
}

describe('the readers’ APIs (/api/neutron/newsletters/*, /api/neutron/users/*)', () => {
  let proxy: FakeUpstream;
  let content: FakeUpstream;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    proxy = await FakeUpstream.start(echo);
    content = await FakeUpstream.start((_req, res) => res.writeHead(200).end('{}'));
    app = await createGateway({
      RENDER_URL: content.url,
      CONTENT_API_URL: content.url,
      NEWSLETTER_PROXY_URL: proxy.url,
    });
  });

  afterAll(async () => {
    await app.close();
    await Promise.all([proxy.close(), content.close()]);
  });

  it('forwards reads with the access token, never cookies, and not to the content API', async () => {
    const response = await request(app.getHttpServer())
      .get('/api/neutron/newsletters/bytewire/subscriptions')
      .set({ authorization: 'Bearer reader-token', cookie: 'session=secret', 'x-api-key': 'nope' })
      .expect(200);
    expect(response.body).toMatchObject({
      method: 'GET',
      url: '/api/neutron/newsletters/bytewire/subscriptions',
    });
    expect(response.body.headers.authorization).toBe('Bearer reader-token');
    expect(response.body.headers.cookie).toBeUndefined();
    expect(response.body.headers['x-api-key']).toBeUndefined();
    expect(content.received).toEqual([]);
  });

  it('forwards a subscribe journey (POST, no body) and a profile edit (PUT, JSON)', async () => {
    const journey = await request(app.getHttpServer())
      .post('/api/neutron/newsletters/bytewire/journey/daily-subscribe')
      .set('authorization', 'Bearer t')
      .expect(200);
    expect(journey.body).toMatchObject({ method: 'POST', body: '' });
    const edit = await request(app.getHttpServer())
      .put('/api/neutron/users/rna/bytewire/user')
      .set('authorization', 'Bearer t')
      .send({ firstName: 'Ada' })
      .expect(200);
    expect(edit.body.method).toBe('PUT');
    expect(JSON.parse(edit.body.body)).toEqual({ firstName: 'Ada' });
    expect(edit.body.headers['content-type']).toContain('application/json');
  });

  it('passes the proxy’s own errors on, refuses other methods and unsafe paths', async () => {
    await request(app.getHttpServer()).get('/api/neutron/users/missing').expect(404);
    await request(app.getHttpServer()).delete('/api/neutron/users/rna/bytewire/user').expect(405);
    await request(app.getHttpServer())
      .get('/api/neutron/users/%2e%2e/%2e%2e/health/live')
      .expect(400);
  });

  it('forwards email-a-friend with its form token cookie only, and passes its cookie back', async () => {
    const challenge = await request(app.getHttpServer())
      .get('/user/email-friend/challenge/')
      .set('cookie', 'fly_device=mobile; email_share_token=tok123; nemo_vid=v1')
      .expect(200);
    expect(challenge.headers['set-cookie']).toEqual(['email_share_token=abc; Path=/']);
    expect(challenge.body.headers.cookie).toBe('email_share_token=tok123');
    const sent = await request(app.getHttpServer())
      .post('/user/email-friend/xhr/')
      .set({ cookie: 'fly_device=mobile', 'x-requested-with': 'XMLHttpRequest' })
      .type('form')
      .send({ 'email_share[to]': 'a@example.com' })
      .expect(200);
    expect(sent.body.headers.cookie).toBeUndefined();
    expect(sent.body.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(sent.body.body).toBe('email_share%5Bto%5D=a%40example.com');
  });

  it('forwards the contact form’s token and message with the form token cookie only', async () => {
    const token = await request(app.getHttpServer())
      .get('/user/contact/token/')
      .set('cookie', 'fly_device=mobile; email_share_token=tok123')
      .expect(200);
    expect(token.body).toMatchObject({ method: 'GET', url: '/user/contact/token/' });
    expect(token.body.headers.cookie).toBe('email_share_token=tok123');
    const sent = await request(app.getHttpServer())
      .post('/user/contact/xhr/')
      .set({ cookie: 'email_share_token=tok123; pv=3', 'x-requested-with': 'XMLHttpRequest' })
      .type('form')
      .send({ 'contact[subject]': 'Hello' })
      .expect(200);
    expect(sent.body).toMatchObject({ method: 'POST', url: '/user/contact/xhr/' });
    expect(sent.body.headers.cookie).toBe('email_share_token=tok123');
    expect(sent.body.body).toBe('contact%5Bsubject%5D=Hello');
    // A field that is not text is refused here, as for email-a-friend.
    await request(app.getHttpServer())
      .post('/user/contact/xhr/')
      .set({ 'x-requested-with': 'XMLHttpRequest' })
      .send({ 'contact[subject]': ['a', 'b'] })
      .expect(400);
  });

  it('refuses an email-a-friend form that is not all text, or outgrows the limit, itself', async () => {
    proxy.requests.length = 0;
    const post = () =>
      request(app.getHttpServer())
        .post('/user/email-friend/xhr/')
        .set({ 'x-requested-with': 'XMLHttpRequest' });
    // An array is written once per item: 680 KB of JSON became a form past the proxy's limit.
    const array = await post()
      .send({ 'email_share[to]': new Array(1000).fill(1) })
      .expect(400);
    expect(array.body).toEqual({
      statusCode: 400,
      message: 'Every field of the form must be text',
    });
    await post()
      .send({ 'email_share[to]': { a: 'b' } })
      .expect(400);
    // Within the gateway's 1 MiB as JSON, past it once percent-encoded.
    const large = await post()
      .send({ 'email_share[message]': '\u00e9'.repeat(200_000) })
      .expect(413);
    expect(large.body.message).toBe('Request body is too large');
    expect(proxy.requests).toEqual([]);
  });

  it('answers 502 when the newsletter proxy is down; pages do not depend on it', async () => {
    const down = await createGateway({
      RENDER_URL: content.url,
      CONTENT_API_URL: content.url,
      NEWSLETTER_PROXY_URL: await FakeUpstream.deadUrl(),
    });
    try {
      const response = await request(down.getHttpServer())
        .get('/api/neutron/newsletters/bytewire')
        .expect(502);
      expect(response.body.message).toBe('newsletter-proxy could not be reached');
      const ready = await request(down.getHttpServer()).get('/health/ready');
      expect(ready.status).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('answers 503 when no newsletter proxy is configured', async () => {
    const none = await createGateway({ RENDER_URL: content.url, CONTENT_API_URL: content.url });
    try {
      const response = await request(none.getHttpServer())
        .get('/api/neutron/newsletters/bytewire')
        .expect(503);
      expect(response.body.message).toBe('Reader accounts are not available on this site');
    } finally {
      await none.close();
    }
  });
});
