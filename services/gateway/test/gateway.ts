import { createServiceApp } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { matchPath } from '@bytewire/routes';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppModule } from '../src/app.module';
import { FakeUpstream } from './fake-upstream';

export const API_KEY = 'server-side-key-0123456789';

/** The real gateway app; the environment is set while the app is created, then restored. */
export async function createGateway(env: Record<string, string>): Promise<NestFastifyApplication> {
  const vars = { LOG_LEVEL: 'silent', CONTENT_API_KEY: API_KEY, ...env };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await createServiceApp(AppModule, { serviceName: 'gateway' });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * A stand-in for render: the client bundle under /assets/, and pages decided by the same
 * route table (the 404 page for no route), each with a cache header of its own that the
 * gateway must replace.
 */
export function renderLike(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  if (path.startsWith('/assets/')) {
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end('console.log("bundle")');
    return;
  }
  const found = matchPath(path).kind === 'page';
  res.writeHead(found ? 200 : 404, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=1',
  });
  res.end(
    found
      ? `<html><body>page ${path}</body></html>`
      : '<html><body>This page could not be found</body></html>',
  );
}

/** A stand-in for the content API: a JSON answer, or a placeholder image. */
export function contentLike(req: IncomingMessage, res: ServerResponse): void {
  if ((req.url ?? '').startsWith('/placeholder/')) {
    res
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ data: { ok: true } }));
}

export interface GatewayFixture {
  readonly app: NestFastifyApplication;
  readonly render: FakeUpstream;
  readonly content: FakeUpstream;
}

/**
 * The real gateway between a render and a content API stand-in, for one describe block: started
 * before its tests, closed after them, with the upstreams' request logs cleared before each test.
 */
export function gatewayBetweenFakes(): GatewayFixture {
  const fixture = {} as {
    app: NestFastifyApplication;
    render: FakeUpstream;
    content: FakeUpstream;
  };
  beforeAll(async () => {
    fixture.render = await FakeUpstream.start(renderLike);
    fixture.content = await FakeUpstream.start(contentLike);
    fixture.app = await createGateway({
      RENDER_URL: fixture.render.url,
      CONTENT_API_URL: fixture.content.url,
    });
  });
  afterAll(async () => {
    await fixture.app.close();
    await Promise.all([fixture.render.close(), fixture.content.close()]);
  });
  beforeEach(() => {
    fixture.render.requests.length = 0;
    fixture.content.requests.length = 0;
  });
  return fixture;
}
