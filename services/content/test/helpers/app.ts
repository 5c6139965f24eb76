import { parsePageResponse, type Page, type PageComponent } from '@bytewire/contracts';
import type { INestApplication } from '@nestjs/common';
import { createServiceApp } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { AppModule } from '../../src/app.module';

export const TEST_KEY = 'test-key-0123456789';
/** Signs resize URLs in the tests as the render service does. */
export const TEST_IMAGE_KEY = 'test-image-key-0123456789';
/** A fixed anchor: the corpus (and so every slug and date) is the same in every run. */
export const TEST_ANCHOR = '2026-06-01T12:00:00Z';
export const SITE = 'bytewire';

/** The real app, built by the service kit as main.ts builds it (not listening). */
export async function createApp(env: Record<string, string> = {}): Promise<NestFastifyApplication> {
  Object.assign(process.env, {
    CONTENT_API_KEY: TEST_KEY,
    IMAGE_SIGNING_KEY: TEST_IMAGE_KEY,
    CORPUS_ANCHOR: TEST_ANCHOR,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return createServiceApp(AppModule, { serviceName: 'content' });
}

/** A GET with the API key header. */
export function get(app: INestApplication, path: string) {
  return request(app.getHttpServer()).get(path).set('x-api-key', TEST_KEY);
}

export function pagePath(type: string, slug: string, platform = 'web'): string {
  return `/api/neutron/composer/${SITE}/pages/${type}/${slug}/${platform}`;
}

/** A composer page by its API path, checked at the contract's boundary as render checks it. */
export async function composerPage(app: INestApplication, path: string): Promise<Page> {
  const res = await get(app, path);
  expect(res.status).toBe(200);
  return parsePageResponse(res.body).data;
}

/** The page's first component of a name; throws naming the ones there are. */
export function componentOf(page: Page, name: string): PageComponent {
  const found = page.components.find((c) => c.meta.componentName === name);
  if (!found) {
    const names = page.components.map((c) => c.meta.componentName).join(', ');
    throw new Error(`no component ${name} in ${names}`);
  }
  return found;
}
