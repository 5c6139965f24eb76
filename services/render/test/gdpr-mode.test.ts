/**
 * GDPR_MODE (spec 001 s8): validated at start-up, on by default, and passed to the browser with
 * the root data, where the script loader types consent-gated tags inert until allowed.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';
import { ILLUSTRATED_PAGE } from './support/pages';
import { API_KEY, createRenderApp } from './support/render-app';

const PATH = '/article/quiet-keyboards/';
let contentApi: FakeContentApi;
const apps: NestFastifyApplication[] = [];

async function rootDataOf(env: Record<string, string>): Promise<string> {
  const app = await createRenderApp({ CONTENT_API_URL: contentApi.url, ...env });
  apps.push(app);
  return (await request(app.getHttpServer()).get(PATH).expect(200)).text;
}

beforeAll(async () => {
  contentApi = await startFakeContentApi(API_KEY, { 'article/quiet-keyboards': ILLUSTRATED_PAGE });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await contentApi?.close();
});

describe('render: GDPR_MODE', () => {
  it('is on unless set, and reaches the root data', async () => {
    expect(await rootDataOf({})).toContain('"gdprMode":true');
    expect(await rootDataOf({ GDPR_MODE: 'false' })).toContain('"gdprMode":false');
  });

  it('refuses to start with a value that is no boolean, naming the variable', async () => {
    await expect(createRenderApp({ GDPR_MODE: 'maybe' })).rejects.toThrow(
      'GDPR_MODE must be a boolean value',
    );
  });
});
