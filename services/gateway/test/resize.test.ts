/**
 * Signed image URLs (spec 000 s7) through the gateway to the content service, which serves
 * them: path and query untouched (the signature covers them), no API key, the image and its
 * caching headers streamed back.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FakeUpstream } from './fake-upstream';
import { API_KEY, createGateway, renderLike } from './gateway';

/** Bytes that are not UTF-8 text: the body must come back as it left the image service. */
const IMAGE_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xfe, 0xff, 0xd9]);
const SIGNED =
  '/resize/01849bca9c14955a7c7f2d99c01424829e56c3ed/2026/06/01/0f5e/laptop%20hero.jpg?auto=webp&gravity=4&height=306&width=456';

let app: NestFastifyApplication;
let content: FakeUpstream;
let render: FakeUpstream;

beforeAll(async () => {
  render = await FakeUpstream.start(renderLike);
  content = await FakeUpstream.start((req, res) => {
    if (req.url?.startsWith('/resize/0000')) {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end('{"statusCode":403,"message":"The signature of this resize URL is not valid"}');
      return;
    }
    res.writeHead(200, {
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"abc"',
      vary: 'Accept',
    });
    res.end(IMAGE_BYTES);
  });
  app = await createGateway({ RENDER_URL: render.url, CONTENT_API_URL: content.url });
});
afterAll(async () => {
  await app.close();
  await Promise.all([render.close(), content.close()]);
});
beforeEach(() => {
  content.requests.length = 0;
  render.requests.length = 0;
});

describe('gateway: /resize/*', () => {
  it('forwards the signed target byte for byte to the content service, without the API key', async () => {
    const res = await request(app.getHttpServer())
      .get(SIGNED)
      .set('accept', 'image/webp,*/*')
      .set('cookie', 'session=secret')
      .buffer(true)
      .parse((answer, done) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

    expect(content.received).toHaveLength(1);
    const [seen] = content.received;
    expect(seen.url).toBe(SIGNED);
    expect(seen.headers.accept).toBe('image/webp,*/*');
    expect(seen.headers['x-api-key']).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(render.received).toHaveLength(0);
    expect(JSON.stringify(res.headers)).not.toContain(API_KEY);

    expect(Buffer.compare(res.body as Buffer, IMAGE_BYTES)).toBe(0);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"abc"',
      vary: 'Accept',
    });
  });

  it('passes ETag revalidation to the content service', async () => {
    await request(app.getHttpServer()).get(SIGNED).set('if-none-match', '"abc"');
    expect(content.received[0].headers['if-none-match']).toBe('"abc"');
  });

  it("passes on the content service's refusal of a bad signature", async () => {
    const bad = SIGNED.replace('01849bca', '00000000');
    const res = await request(app.getHttpServer()).get(bad).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      message: 'The signature of this resize URL is not valid',
    });
  });

  it('is read-only: a POST is a 405 that never reaches the content service', async () => {
    const res = await request(app.getHttpServer()).post(SIGNED).expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(content.received).toHaveLength(0);
  });
});

describe('gateway: /originals/*', () => {
  const ORIGINAL = '/originals/2026/06/01/0f5e/laptop%20hero.jpg';

  it("forwards a corpus image's original to the content service like a resize, without the API key or cookies", async () => {
    const res = await request(app.getHttpServer())
      .get(ORIGINAL)
      .set('accept', 'image/avif,image/webp,*/*')
      .set('cookie', 'session=secret')
      .expect(200);
    expect(content.received).toHaveLength(1);
    const [seen] = content.received;
    expect(seen.url).toBe(ORIGINAL);
    expect(seen.headers.accept).toBe('image/avif,image/webp,*/*');
    expect(seen.headers['x-api-key']).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(res.headers).toMatchObject({ 'content-type': 'image/jpeg', vary: 'Accept' });
  });

  it('is read-only: a POST is a 405 that never reaches the content service', async () => {
    await request(app.getHttpServer()).post(ORIGINAL).expect(405);
    expect(content.received).toHaveLength(0);
  });
});
