/**
 * The image service of spec 000 s7 on the real app: URLs built and signed as the web app
 * builds them (@bytewire/media), answers read back with sharp.
 */
import type { Image } from '@bytewire/contracts';
import { resizeUrl, type ResizeUrlOptions } from '@bytewire/media';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { acceptsWebp } from '../src/resize/output-format';
import { BAD_SIGNATURE, MISSING_SIGNATURE } from '../src/resize/resize-signature';
import { TEST_IMAGE_KEY, createApp } from './helpers/app';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
/** A browser that takes WebP but not AVIF. */
const WEBP_ACCEPT = 'image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_WEBP_ACCEPT = 'image/png,image/*;q=0.8,*/*;q=0.5';

let app: NestFastifyApplication;
let hero: Image;

beforeAll(async () => {
  app = await createApp();
  const entry = app.get(CorpusIndex).find('article', 'how-to-set-up-a-mesh-wi-fi-network');
  if (!entry?.item.image) throw new Error('the corpus article has no image');
  hero = entry.item.image;
});
afterAll(async () => {
  await app.close();
});

type SizeAndQuery = Omit<ResizeUrlOptions, 'hosts' | 'sign'>;

/** The request target of a resize URL, built and signed as the web app does. */
function target(image: Partial<Image>, options: SizeAndQuery = {}): string {
  const url = resizeUrl(image, {
    ...options,
    hosts: ['http://images.test'],
    sign: nodeHmacSha1Signer(TEST_IMAGE_KEY),
  } as ResizeUrlOptions);
  if (url === undefined) throw new Error('expected a resize URL');
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A target signed by hand, for queries the builder would never write. */
function handSigned(signed: string): string {
  return `/resize/${createHmac('sha1', TEST_IMAGE_KEY).update(signed).digest('hex')}${signed}`;
}

function fetchImage(path: string, accept = NO_WEBP_ACCEPT) {
  return request(app.getHttpServer())
    .get(path)
    .set('accept', accept)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

async function dimensions(body: Buffer) {
  const { width, height, format } = await sharp(body).metadata();
  return { width, height, format };
}

/** Mean red, green and blue of an image (or of a region of it). */
async function meanColour(image: sharp.Sharp): Promise<number[]> {
  const { channels } = await image.stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

function distance(a: number[], b: number[]): number {
  return Math.hypot(...a.map((value, i) => value - b[i]));
}

describe('GET /resize/{signature}{path}?{params} (spec 000 s7)', () => {
  it('answers the default size, 456x306, without an API key', async () => {
    const res = await fetchImage(target(hero)).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await dimensions(res.body as Buffer)).toEqual({
      width: 456,
      height: 306,
      format: 'jpeg',
    });
  });

  it('is cacheable for a year, with an ETag, varying by Accept for auto=webp', async () => {
    const path = target(hero);
    const res = await fetchImage(path).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.vary).toBe('Accept');
    const again = await request(app.getHttpServer())
      .get(path)
      .set('accept', NO_WEBP_ACCEPT)
      .set('if-none-match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('answers AVIF to a browser that accepts it (auto=webp for jpg), the most compact format', async () => {
    const res = await fetchImage(target(hero, { size: 'seo_image' }), CHROME_ACCEPT).expect(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toBe('Accept');
    expect(await dimensions(res.body as Buffer)).toEqual({
      width: 1200,
      height: 675,
      format: 'heif',
    });
  });

  it('answers WebP to a browser that accepts it but not AVIF (auto=webp for jpg)', async () => {
    const res = await fetchImage(target(hero, { size: 'seo_image' }), WEBP_ACCEPT).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await dimensions(res.body as Buffer)).toEqual({
      width: 1200,
      height: 675,
      format: 'webp',
    });
  });

  it.each([
    ['square_56', 56, 56],
    ['col_4_wide', 370, 208],
    ['article_schema_1x1', 1200, 1200],
  ] as const)('resizes to the preset %s: %ix%i', async (size, width, height) => {
    const res = await fetchImage(target(hero, { size })).expect(200);
    expect(await dimensions(res.body as Buffer)).toMatchObject({ width, height });
  });

  it('keeps the ratio for a width-only size (sc_320 of 1200x675 is 320x180)', async () => {
    expect({ width: hero.width, height: hero.height }).toEqual({ width: 1200, height: 675 });
    const res = await fetchImage(target(hero, { size: 'sc_320' })).expect(200);
    expect(await dimensions(res.body as Buffer)).toMatchObject({ width: 320, height: 180 });
  });

  it('crops around the gravity: 4 keeps the west side, 6 the east side', async () => {
    const png = { query: { format: 'png' } };
    // The whole picture at 100 px high (178x100), and square crops of it.
    const whole = await fetchImage(
      target({ ...hero, cropGravity: undefined }, { width: 178, height: 100, ...png }),
    ).expect(200);
    const west = await fetchImage(
      target({ ...hero, cropGravity: 4 }, { width: 100, height: 100, ...png }),
    ).expect(200);
    const east = await fetchImage(
      target({ ...hero, cropGravity: 6 }, { width: 100, height: 100, ...png }),
    ).expect(200);
    expect(west.headers['content-type']).toBe('image/png');

    // stats() reads its input, not the pipeline's output: extract to a buffer first.
    const region = async (left: number) =>
      meanColour(
        sharp(
          await sharp(whole.body as Buffer)
            .extract({ left, top: 0, width: 100, height: 100 })
            .png()
            .toBuffer(),
        ),
      );
    const [leftPart, rightPart] = await Promise.all([region(0), region(78)]);
    const [westMean, eastMean] = await Promise.all([
      meanColour(sharp(west.body as Buffer)),
      meanColour(sharp(east.body as Buffer)),
    ]);
    expect(distance(westMean, leftPart)).toBeLessThan(distance(westMean, rightPart));
    expect(distance(eastMean, rightPart)).toBeLessThan(distance(eastMean, leftPart));
    expect(distance(westMean, eastMean)).toBeGreaterThan(5);
  });

  it('serves format=mp4 (gifs) as animated-capable WebP or GIF: sharp writes no video', async () => {
    const mp4 = target(hero, { size: 'square_56', query: { format: 'mp4' } });
    const webp = await fetchImage(mp4, WEBP_ACCEPT).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    const gif = await fetchImage(mp4).expect(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    expect(await dimensions(gif.body as Buffer)).toEqual({ width: 56, height: 56, format: 'gif' });
  });

  it('serves the images of article bodies too', async () => {
    const article = app.get(CorpusIndex).corpus.articles.find((a) => /image-path="/.test(a.body));
    const path = /image-path="([^"]+)"/.exec(article?.body ?? '')?.[1];
    if (!path) throw new Error('no body image in the corpus');
    const res = await fetchImage(target({ path }, { size: 'sc_640' })).expect(200);
    expect(await dimensions(res.body as Buffer)).toMatchObject({ width: 640 });
  });
});

describe('GET /resize: refusals', () => {
  async function refusal(path: string, status: number) {
    const res = await request(app.getHttpServer()).get(path).expect(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.body as { statusCode: number; message: string };
  }

  it('answers 403 to a changed parameter (the signature no longer matches)', async () => {
    const tampered = target(hero).replace('width=456', 'width=2000');
    expect(await refusal(tampered, 403)).toEqual({ statusCode: 403, message: BAD_SIGNATURE });
  });

  it('answers 403 to a signature made with another key', async () => {
    const url = resizeUrl(hero, {
      hosts: ['images.test'],
      sign: nodeHmacSha1Signer('x'.repeat(16)),
    });
    const other = new URL(url ?? '');
    expect(await refusal(`${other.pathname}${other.search}`, 403)).toMatchObject({
      message: BAD_SIGNATURE,
    });
  });

  it('answers 403 to a URL without a signature', async () => {
    expect(await refusal(`/resize${hero.path}?width=456`, 403)).toEqual({
      statusCode: 403,
      message: MISSING_SIGNATURE,
    });
  });

  it.each([
    ['an unknown parameter', 'foo=bar&width=10', /Unknown resize parameter "foo"/],
    ['a repeated parameter', 'width=10&width=20', /"width" must be given once/],
    ['a width over 3000', 'width=3001', /width must be a whole number from 1 to 3000/],
    ['a zero height', 'height=0', /height must be a whole number from 1 to 3000/],
    ['gravity 10', 'gravity=10', /gravity must be a whole number from 0 to 9/],
    ['an unknown format', 'format=tiff', /format must be one of jpeg, png, webp, avif, mp4/],
    ['an unknown auto value', 'auto=avif', /auto must be one of webp/],
  ])('answers 400 to %s, even signed', async (_label, query, message) => {
    const body = await refusal(handSigned(`${hero.path}?${query}`), 400);
    expect(body.message).toMatch(message);
  });

  it('answers 404 to a path the corpus has no image at', async () => {
    const body = await refusal(target({ path: '/2026/01/01/nope/missing.jpg' }), 404);
    expect(body).toEqual({
      statusCode: 404,
      message: 'No image at "/2026/01/01/nope/missing.jpg"',
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the resize endpoint', async () => {
    const res = await request(internalHandler(app)).get('/openapi.yaml').expect(200);
    expect(res.text).toContain('/resize/{signature}/{path}:');
  });
});

describe('acceptsWebp', () => {
  it.each([
    [WEBP_ACCEPT, true],
    ['image/webp;q=0.5', true],
    ['IMAGE/WEBP', true],
    ['image/webp;q=0', false],
    [NO_WEBP_ACCEPT, false],
    ['*/*', false],
    [undefined, false],
  ])('%j: %s', (accept, expected) => {
    expect(acceptsWebp(accept)).toBe(expected);
  });
});
