/**
 * The real content service (the reference content API over its deterministic corpus), started
 * in-process on a free loopback port, so that render's outputs are checked against what the
 * content API really answers. Tests only: render itself reaches it over HTTP like any upstream.
 */
import { createServiceApp } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../../content/src/app.module';
import { API_KEY, IMAGE_SIGNING_KEY } from './render-app';

/** A fixed anchor: the same corpus, slugs and dates in every run. */
const CORPUS_ANCHOR = '2026-06-01T12:00:00Z';

export interface ContentService {
  url: string;
  /** A GET of the content API with the key, its JSON `data`. */
  data<T>(path: string): Promise<T>;
  close(): Promise<void>;
}

export async function startContentService(): Promise<ContentService> {
  // The same keys as render's: they share the content API key and the image signing key.
  const vars: Record<string, string> = {
    LOG_LEVEL: 'silent',
    CONTENT_API_KEY: API_KEY,
    IMAGE_SIGNING_KEY,
    CORPUS_ANCHOR,
  };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  let app: NestFastifyApplication;
  try {
    app = await createServiceApp(AppModule, { serviceName: 'content' });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    url,
    async data<T>(path: string): Promise<T> {
      const res = await fetch(`${url}${path}`, { headers: { 'x-api-key': API_KEY } });
      if (!res.ok) throw new Error(`content API answered ${res.status} for ${path}`);
      return ((await res.json()) as { data: T }).data;
    },
    close: () => app.close(),
  };
}
