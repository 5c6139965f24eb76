/**
 * Image settings of the render service (spec 000 s7): IMAGE_SIGNING_KEY and IMAGE_HOSTS,
 * validated at start-up, sign the resize URLs of the pages it renders; the hosts (never the
 * key) travel to the browser with the root data, and the signing redirect signs the images
 * of client-side navigations, at the site's own sizes only.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { IMAGE_HOSTS_RULE, imageHostsFrom, parseImageHosts } from '../src/images/image-hosts';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';
import { HERO_IMAGE, ILLUSTRATED_PAGE } from './support/pages';
import { API_KEY, IMAGE_SIGNING_KEY, createRenderApp } from './support/render-app';

const PATH = '/article/quiet-keyboards/';
const HOSTS = ['https://i0.bytewire.example', 'http://localhost:3000'];

/** The hero's URL as spec 000 s7 builds it, signed here with node:crypto directly. */
function heroUrl(host: string): string {
  const signed = `${HERO_IMAGE.path}?auto=webp&gravity=5&height=675&width=1200`;
  const signature = createHmac('sha1', IMAGE_SIGNING_KEY).update(signed).digest('hex');
  return `${host}/resize/${signature}${signed}`.replaceAll('&', '&amp;');
}

let contentApi: FakeContentApi;
const apps: NestFastifyApplication[] = [];

async function renderWith(env: Record<string, string>): Promise<string> {
  const app = await createRenderApp({
    CONTENT_API_URL: contentApi.url,
    PUBLIC_URL: 'https://www.bytewire.example',
    ...env,
  });
  apps.push(app);
  const res = await request(app.getHttpServer()).get(PATH).expect(200);
  return res.text;
}

beforeAll(async () => {
  contentApi = await startFakeContentApi(API_KEY, { 'article/quiet-keyboards': ILLUSTRATED_PAGE });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await contentApi?.close();
});

describe('render: image settings', () => {
  it('signs the hero with IMAGE_SIGNING_KEY on the host its path length picks', async () => {
    const html = await renderWith({ IMAGE_HOSTS: HOSTS.join(', ') });
    // The path is 34 characters long: 34 % 2 = 0, the first host.
    expect(HERO_IMAGE.path).toHaveLength(34);
    expect(html).toContain(`src="${heroUrl(HOSTS[0])}"`);
    // The browser gets the hosts and the page's signatures, never the key.
    expect(html).toContain(JSON.stringify({ hosts: HOSTS }));
    expect(html).toContain('<script type="application/json" id="image-signatures">');
    expect(html).not.toContain(IMAGE_SIGNING_KEY);
  });

  it('loads images from the public URL when IMAGE_HOSTS is not set', async () => {
    const html = await renderWith({});
    expect(html).toContain(`src="${heroUrl('https://www.bytewire.example')}"`);
  });

  it.each([
    ['no IMAGE_SIGNING_KEY', { IMAGE_SIGNING_KEY: '' }, /IMAGE_SIGNING_KEY/],
    [
      'a short IMAGE_SIGNING_KEY',
      { IMAGE_SIGNING_KEY: 'short' },
      /IMAGE_SIGNING_KEY must be at least 16 characters/,
    ],
    ['an IMAGE_HOSTS entry with a path', { IMAGE_HOSTS: 'https://i0.example/img' }, /IMAGE_HOSTS/],
    [
      'an ftp IMAGE_HOSTS entry',
      { IMAGE_HOSTS: 'https://i0.example,ftp://i1.example' },
      /IMAGE_HOSTS/,
    ],
  ])('refuses to start with %s', async (_label, env, message) => {
    await expect(createRenderApp(env)).rejects.toThrow(message);
  });
});

describe('IMAGE_HOSTS', () => {
  it.each([
    ['https://i0.example, http://localhost:3000', ['https://i0.example', 'http://localhost:3000']],
    ['i0.example,i1.example:8443', ['https://i0.example', 'https://i1.example:8443']],
    ['https://i0.example/', ['https://i0.example']],
  ])('reads %j as origins', (value, origins) => {
    expect(parseImageHosts(value)).toEqual(origins);
  });

  it('refuses an entry that is not an origin', () => {
    expect(parseImageHosts('https://i0.example,')).toBeUndefined();
    expect(() => imageHostsFrom('//i0.example', 'https://www.example')).toThrow(IMAGE_HOSTS_RULE);
  });

  it('defaults to the public origin', () => {
    expect(imageHostsFrom(undefined, 'https://www.example')).toEqual(['https://www.example']);
    expect(imageHostsFrom(' ', 'https://www.example')).toEqual(['https://www.example']);
  });
});

describe('render: the signing redirect of client-side navigations', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createRenderApp({
      CONTENT_API_URL: contentApi.url,
      PUBLIC_URL: 'https://www.bytewire.example',
      IMAGE_HOSTS: HOSTS.join(', '),
    });
    apps.push(app);
  });

  it('redirects a size of the site to its signed resize URL, cacheable for a day', async () => {
    const res = await request(app.getHttpServer())
      .get(`/images/sign${HERO_IMAGE.path}?auto=webp&gravity=5&height=675&width=1200`)
      .expect(302);
    expect(res.headers.location).toBe(heroUrl(HOSTS[0]).replaceAll('&amp;', '&'));
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // A srcset candidate (col_12_wide at 0.5x) and the image at its own size.
    await request(app.getHttpServer())
      .get(`/images/sign${HERO_IMAGE.path}?auto=webp&height=338&width=600`)
      .expect(302);
    await request(app.getHttpServer()).get(`/images/sign${HERO_IMAGE.path}?auto=webp`).expect(302);
  });

  it.each([
    [
      'a size no page uses',
      `${HERO_IMAGE.path}?auto=webp&height=2000&width=2000`,
      'width and height must be one of the site image sizes',
    ],
    ['an unknown parameter', `${HERO_IMAGE.path}?auto=webp&q=1&width=96`, 'unknown parameter "q"'],
    [
      'parameters out of order',
      `${HERO_IMAGE.path}?width=96&auto=webp`,
      'the parameters must be sorted by name and encoded as resize URLs write them',
    ],
    [
      'a dot segment',
      '/a/%2E%2E/b.jpg?auto=webp&width=96',
      'the image path must be a storage path encoded as resize URLs encode it',
    ],
    [
      'a malformed escape',
      '/a/%zz.jpg?auto=webp&width=96',
      'the image path has a malformed percent-encoding',
    ],
  ])('refuses %s with a 400 naming the rule', async (_label, signed, message) => {
    const res = await request(app.getHttpServer()).get(`/images/sign${signed}`).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect(res.headers.location).toBeUndefined();
  });
});
