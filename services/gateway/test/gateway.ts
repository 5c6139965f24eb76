import { createServiceApp } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { matchPath } from '@bytewire/routes';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppModule } from '../src/app.module';
import { FakeUpstream } from './fake-upstream';

export const API_KEY = 'server-side-key-0123456789';

/**
 * The real gateway app; the environment is set while the app is created, then restored. The
 * page cache is off unless `env` turns it on (page-cache.test.ts): these tests are about what
 * reaches render for each request.
 */
export async function createGateway(env: Record<string, string>): Promise<NestFastifyApplication> {
  const vars = {
    LOG_LEVEL: 'silent',
    CONTENT_API_KEY: API_KEY,
    PAGE_CACHE_ENABLED: 'false',
    ...env,
  };
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

/** The content security policy the render stand-in gives its pages. */
export const RENDER_PAGE_POLICY = "default-src 'self'; script-src 'nonce-render-stand-in'";

/** Redirects the render stand-in answers, by path: render's own, and ones that leave the site. */
export const RENDER_REDIRECTS: Readonly<Record<string, string>> = {
  '/article/renamed/': '/article/new-slug/',
  '/article/offsite/': 'https://evil.example/article/x/',
  '/article/protocol-relative/': '//evil.example/',
  '/article/backslash/': '/\\evil.example/',
  '/article/relative/': 'new-slug/',
};

/**
 * Headers of one connection, which a proxy must not pass on, with an end-to-end one
 * (`x-kept`) beside them; `x-internal` is named by Connection, so it is hop-by-hop too.
 */
export const HOP_BY_HOP_ANSWER = {
  connection: 'keep-alive, x-internal',
  'keep-alive': 'timeout=999',
  'x-internal': 'secret',
  'proxy-authenticate': 'Basic realm="upstream"',
  upgrade: 'h2c',
  te: 'trailers',
  trailer: 'x-checksum',
  'x-kept': 'yes',
} as const;

/** What the stand-in render's signing redirect answers. */
export const SIGNED_IMAGE = `https://images.bytewire.example/resize/${'0'.repeat(40)}/a/b.jpg?auto=webp&width=96`;
export const OFFSITE_IMAGE = 'https://evil.example/resize/not-a-signature/a/b.jpg';

/**
 * A stand-in for render: the client bundle under /assets/, the signing redirect, pages decided by the same route
 * table (the 404 page for no route), each with a cache header of its own that the gateway
 * must replace, the redirects of RENDER_REDIRECTS, and hop-by-hop headers on
 * /article/hop-by-hop/.
 */
export function renderLike(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const location = RENDER_REDIRECTS[path];
  if (location !== undefined) {
    res.writeHead(path === '/article/offsite/' ? 302 : 301, { location }).end();
    return;
  }
  if (path === '/article/hop-by-hop/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...HOP_BY_HOP_ANSWER });
    res.end('<html><body>page</body></html>');
    return;
  }
  if (path.startsWith('/images/sign/')) {
    // The signing redirect: a signed resize URL, but for the path that plays an off-site one.
    const location = path === '/images/sign/offsite.jpg' ? OFFSITE_IMAGE : SIGNED_IMAGE;
    res.writeHead(302, { location, 'cache-control': 'public, max-age=86400' }).end();
    return;
  }
  if (path.startsWith('/house-ads/')) {
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'cache-control': 'public, max-age=300',
    });
    res.end('window.bytewireHouseAds = {};');
    return;
  }
  if (path.startsWith('/brand/')) {
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    });
    res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    return;
  }
  if (path === '/service-worker.js') {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
    res.end('self.addEventListener("install", () => self.skipWaiting());');
    return;
  }
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
    'content-security-policy': RENDER_PAGE_POLICY,
  });
  res.end(
    found
      ? `<html><body>page ${path}</body></html>`
      : '<html><body>This page could not be found</body></html>',
  );
}

/** Redirects the content API stand-in answers, by path. */
export const CONTENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/api/neutron/offsite': 'https://evil.example/api/neutron/x',
  '/api/neutron/relative': '/api/neutron/elsewhere',
};

/**
 * A stand-in for the content API: a JSON answer, a placeholder image, the redirects of
 * CONTENT_REDIRECTS, a 304 for `if-none-match: "v1"`, hop-by-hop headers on
 * /api/neutron/hop-by-hop.
 */
export function contentLike(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const location = CONTENT_REDIRECTS[path];
  if (location !== undefined) {
    res.writeHead(302, { location }).end();
    return;
  }
  if (req.headers['if-none-match'] === '"v1"') {
    res.writeHead(304, { etag: '"v1"' }).end();
    return;
  }
  if (path === '/api/neutron/hop-by-hop') {
    res.writeHead(200, { 'content-type': 'application/json', ...HOP_BY_HOP_ANSWER });
    res.end('{}');
    return;
  }
  if (path.startsWith('/placeholder/')) {
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
 * The real gateway between a render and a content API stand-in (with `env` on top of their
 * URLs), for one describe block: started
 * before its tests, closed after them, with the upstreams' request logs cleared before each test.
 */
export function gatewayBetweenFakes(env: Record<string, string> = {}): GatewayFixture {
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
      ...env,
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
