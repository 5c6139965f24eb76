import { CONTENT_IDS_HEADER, RENDER_BUILD_HEADER } from '@bytewire/ssr-contract';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';
import { ARTICLE_PAGE } from './support/pages';
import { API_KEY, createRenderApp } from './support/render-app';

/** What the gateway's page cache reads from render: its build, and a page's content ids. */
describe('render build and content ids', () => {
  let contentApi: FakeContentApi;
  const apps: NestFastifyApplication[] = [];
  const renderWith = async (env: Record<string, string> = {}) => {
    const app = await createRenderApp({ CONTENT_API_URL: contentApi.url, ...env });
    apps.push(app);
    return app;
  };
  const buildOf = async (app: NestFastifyApplication) =>
    (await request(app.getHttpServer()).get('/health/live').expect(200)).headers[
      RENDER_BUILD_HEADER
    ] as string;

  beforeAll(async () => {
    contentApi = await startFakeContentApi(API_KEY, {
      'article/long-battery-laptops': ARTICLE_PAGE,
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await contentApi.close();
  });

  it('names one build on every answer: health probes, pages and assets alike', async () => {
    const app = await renderWith();
    const build = await buildOf(app);
    expect(build).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const page = await request(app.getHttpServer()).get('/article/long-battery-laptops/');
    expect(page.headers[RENDER_BUILD_HEADER]).toBe(build);
    const missing = await request(app.getHttpServer()).get('/no/such/page/');
    expect(missing.headers[RENDER_BUILD_HEADER]).toBe(build);
  });

  it('names another build for settings that change pages, the same for the same ones', async () => {
    const base = await buildOf(await renderWith({ IMAGE_SIGNING_KEY: 'signing-key-one-0123456' }));
    expect(await buildOf(await renderWith({ IMAGE_SIGNING_KEY: 'signing-key-one-0123456' }))).toBe(
      base,
    );
    expect(
      await buildOf(await renderWith({ IMAGE_SIGNING_KEY: 'signing-key-two-0123456' })),
    ).not.toBe(base);
    expect(
      await buildOf(
        await renderWith({
          IMAGE_SIGNING_KEY: 'signing-key-one-0123456',
          PUBLIC_URL: 'https://elsewhere.example',
        }),
      ),
    ).not.toBe(base);
  });

  it('names another build for a maintenance notice, an ad stack or an analytics setting', async () => {
    const key = { IMAGE_SIGNING_KEY: 'signing-key-one-0123456' };
    const base = await buildOf(await renderWith(key));
    const builds = new Set([base]);
    const settings: Record<string, string>[] = [
      { MAINTENANCE_NOTICE: 'Sign-in is being upgraded tonight.' },
      { AD_STACK: JSON.stringify({ networkId: '1234' }) },
      { ANALYTICS_REPORT_SUITE_ID: 'bytewire-prod' },
    ];
    for (const env of settings) {
      builds.add(await buildOf(await renderWith({ ...key, ...env })));
    }
    expect(builds.size).toBe(4);
  });

  it('lists the content a page shows', async () => {
    const app = await renderWith();
    const page = await request(app.getHttpServer())
      .get('/article/long-battery-laptops/')
      .expect(200);
    expect(String(page.headers[CONTENT_IDS_HEADER]).split(',')).toContain('a-1');
  });
});
