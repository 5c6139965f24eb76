import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpLivenessCheck, UpstreamError } from '../src';

/**
 * A dependency mounted under /platform: its probe answers 200; /sick/... 500, /slow/... after
 * 2 s, /moved/... redirects. Every other path is a 404.
 */
function startDependency(): Promise<{ server: Server; probed: string[] }> {
  const probed: string[] = [];
  const server = createServer((req, res) => {
    probed.push(req.url ?? '');
    switch (req.url) {
      case '/platform/health/live':
        return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      case '/sick/health/live':
        return void res.writeHead(500).end('down');
      case '/moved/health/live':
        return void res.writeHead(302, { location: '/platform/health/live' }).end();
      case '/slow/health/live': {
        const timer = setTimeout(() => res.end('late'), 2000);
        return void res.on('close', () => clearTimeout(timer));
      }
      default:
        return void res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, probed })));
}

describe('HttpLivenessCheck', () => {
  let server: Server;
  let probed: string[];
  let origin: string;

  beforeAll(async () => {
    ({ server, probed } = await startDependency());
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    probed.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it.each(['', '/'])('keeps the base path prefix (base ending with %j)', async (end) => {
    const check = new HttpLivenessCheck({ name: 'platform', baseUrl: `${origin}/platform${end}` });
    expect(check.name).toBe('platform');
    expect(check.probeUrl).toBe(`${origin}/platform/health/live`);
    await expect(check.check()).resolves.toBeUndefined();
    expect(probed).toEqual(['/platform/health/live']);
  });

  it('probes /health/live at the root of a base without a path', () => {
    expect(new HttpLivenessCheck({ name: 'a', baseUrl: origin }).probeUrl).toBe(
      `${origin}/health/live`,
    );
    expect(new HttpLivenessCheck({ name: 'a', baseUrl: `${origin}/x//?q=1#h` }).probeUrl).toBe(
      `${origin}/x/health/live`,
    );
  });

  it('fails, naming the dependency and the status, when the probe is not 2xx', async () => {
    const sick = new HttpLivenessCheck({ name: 'sick-one', baseUrl: `${origin}/sick` });
    await expect(sick.check()).rejects.toThrow('sick-one answered /health/live with 500');
  });

  it('does not follow a redirect', async () => {
    const moved = new HttpLivenessCheck({ name: 'moved', baseUrl: `${origin}/moved` });
    await expect(moved.check()).rejects.toThrow('moved answered /health/live with 302');
    expect(probed).toEqual(['/moved/health/live']);
  });

  it('gives up after its timeout', async () => {
    const slow = new HttpLivenessCheck({ name: 'slow', baseUrl: `${origin}/slow`, timeoutMs: 100 });
    const started = Date.now();
    await expect(slow.check()).rejects.toMatchObject({
      statusCode: 504,
      message: 'slow did not answer within 100 ms',
    });
    // Well under a hang (Jest's 30 s), with room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails with an UpstreamError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const gone = new HttpLivenessCheck({ name: 'gone', baseUrl: `http://127.0.0.1:${port}` });
    const failure = gone.check();
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toThrow('gone could not be reached');
  });
});
