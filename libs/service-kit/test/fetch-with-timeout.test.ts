import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClientError } from '@bytewire/http-client';
import { fetchWithTimeout, upstreamErrorOf, UpstreamError } from '../src';

/** A loopback upstream: `/slow` answers after 2 s, `/moved` redirects, the rest answers 200. */
function startUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/slow') {
      const timer = setTimeout(() => res.end('late'), 2000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/elsewhere' }).end();
      return;
    }
    res.end('ok');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('fetchWithTimeout', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = await startUpstream();
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers like fetch within the budget', async () => {
    const res = await fetchWithTimeout(`${base}/`, { timeoutMs: 1000 });
    expect(await res.text()).toBe('ok');
  });

  it('gives up after the budget with a 504 naming the upstream', async () => {
    const started = Date.now();
    const failure = fetchWithTimeout(`${base}/slow`, { timeoutMs: 150, upstream: 'render' });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 504,
      upstream: 'render',
      message: 'render did not answer within 150 ms',
    });
    // Well under a hang (Jest's 30 s), with room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails with a 502 when nothing listens', async () => {
    const closed = await startUpstream();
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      fetchWithTimeout(`http://127.0.0.1:${port}/`, { timeoutMs: 1000 }),
    ).rejects.toMatchObject({
      statusCode: 502,
      upstream: `127.0.0.1:${port}`,
      message: `127.0.0.1:${port} could not be reached`,
    });
  });

  it('does not follow redirects', async () => {
    const res = await fetchWithTimeout(`${base}/moved`, { timeoutMs: 1000 });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/elsewhere');
  });

  it("passes the caller's own abort through unchanged", async () => {
    const controller = new AbortController();
    const failure = fetchWithTimeout(`${base}/slow`, {
      timeoutMs: 1000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('upstreamErrorOf', () => {
  const at = { url: 'http://platform.test/x' };

  it('maps each failure of the HTTP client onto the upstream error a handler throws', () => {
    expect(
      upstreamErrorOf(new HttpClientError('timeout', 'late', at), 'platform', 800),
    ).toMatchObject({ statusCode: 504, message: 'platform did not answer within 800 ms' });
    expect(
      upstreamErrorOf(new HttpClientError('unreachable', 'no', at), 'platform', 800),
    ).toMatchObject({ statusCode: 502, message: 'platform could not be reached' });
    expect(
      upstreamErrorOf(new HttpClientError('status', 'x', { ...at, status: 503 }), 'platform', 800),
    ).toMatchObject({ statusCode: 502, message: 'platform answered 503' });
    expect(
      upstreamErrorOf(
        new HttpClientError('answer', 'big', { ...at, tooLarge: true }),
        'platform',
        800,
      ),
    ).toMatchObject({ statusCode: 502, message: 'platform answered too large a body' });
  });

  it('answers anything else unchanged (a caller’s own abort)', () => {
    const abort = new DOMException('stop', 'AbortError');
    expect(upstreamErrorOf(abort, 'platform', 800)).toBe(abort);
  });
});
