import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DependencyChecks, internalHandler } from '@bytewire/service-kit';
import request from 'supertest';
import { createRenderApp } from './support/render-app';

/**
 * A content platform mounted under /platform: only /platform/health/live answers (200, or 503
 * once `live` is switched off); every other path is a 404.
 */
async function startMountedContentApi(): Promise<{
  server: Server;
  url: string;
  probes: string[];
  live: { up: boolean };
}> {
  const probes: string[] = [];
  const live = { up: true };
  const server = createServer((req, res) => {
    probes.push(req.url ?? '');
    if (req.url === '/platform/health/live') {
      res.writeHead(live.up ? 200 : 503, { 'content-type': 'application/json' });
      return void res.end('{}');
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/platform`, probes, live };
}

describe('render readiness with a content API under a base path', () => {
  let contentApi: Awaited<ReturnType<typeof startMountedContentApi>>;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    contentApi = await startMountedContentApi();
    app = await createRenderApp({ CONTENT_API_URL: `${contentApi.url}/` });
  });

  afterAll(async () => {
    await app?.close();
    contentApi?.server.closeAllConnections();
    await new Promise((resolve) => contentApi?.server.close(resolve));
  });

  beforeEach(() => {
    contentApi.probes.length = 0;
    contentApi.live.up = true;
  });

  it('probes /health/live under the base path and reports the content API up', async () => {
    await app.get(DependencyChecks).refresh();
    const res = await request(internalHandler(app)).get('/health/ready').expect(200);
    expect(res.body.dependencies).toMatchObject({ 'content-api': { status: 'up' } });
    expect(new Set(contentApi.probes)).toEqual(new Set(['/platform/health/live']));
  });

  it('stays ready when the probe fails, reporting the content API down with the status', async () => {
    contentApi.live.up = false;
    await app.get(DependencyChecks).refresh();
    const res = await request(internalHandler(app)).get('/health/ready').expect(200);
    expect(res.body.dependencies).toMatchObject({
      'content-api': { status: 'down', message: 'content-api answered /health/live with 503' },
    });
  });
});
