/**
 * upstream_request_duration_seconds: each call a service makes through `timedFetch` is counted
 * under its upstream with the answer's status class, or as a timeout or an error when no
 * answer came, against a real HTTP server on loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { fetchWithTimeout, UpstreamMetrics } from '../src';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 500);
    res.writeHead(req.url === '/broken' ? 503 : 200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function countOf(text: string, upstream: string, outcome: string): number {
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(
        `upstream_request_duration_seconds_count{upstream="${upstream}",outcome="${outcome}"}`,
      ),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('UpstreamMetrics', () => {
  it('counts answers by status class, and timeouts and errors apart', async () => {
    const registry = new Registry();
    const timed = new UpstreamMetrics(registry).timedFetch('content');
    expect((await timed(`${base}/ok`)).status).toBe(200);
    expect((await timed(`${base}/ok`)).status).toBe(200);
    expect((await timed(`${base}/broken`)).status).toBe(503);
    await expect(timed(`${base}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    await expect(timed('http://127.0.0.1:1/refused')).rejects.toThrow();

    const text = await registry.metrics();
    expect(countOf(text, 'content', '2xx')).toBe(2);
    expect(countOf(text, 'content', '5xx')).toBe(1);
    expect(countOf(text, 'content', 'timeout')).toBe(1);
    expect(countOf(text, 'content', 'error')).toBe(1);
    expect(text).toMatch(/upstream_request_duration_seconds_bucket\{le="0.005",upstream="content"/);
  });
});

describe('UpstreamMetrics.timerFor', () => {
  it('times any call by the status it resolves with, and a failure by its kind', async () => {
    const registry = new Registry();
    const timed = new UpstreamMetrics(registry).timerFor('render');
    const statusOf = (answer: { statusCode: number }) => answer.statusCode;
    // What undici's request throws when the headers do not come in time.
    const headersTimeout = Object.assign(new Error('Headers Timeout Error'), {
      name: 'HeadersTimeoutError',
      code: 'UND_ERR_HEADERS_TIMEOUT',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(await timed(async () => ({ statusCode: 200 }), statusOf)).toEqual({ statusCode: 200 });
    await timed(async () => ({ statusCode: 503 }), statusOf);
    await expect(timed(() => Promise.reject(headersTimeout), statusOf)).rejects.toBe(
      headersTimeout,
    );
    await expect(timed(() => Promise.reject(refused), statusOf)).rejects.toBe(refused);

    const text = await registry.metrics();
    expect(countOf(text, 'render', '2xx')).toBe(1);
    expect(countOf(text, 'render', '5xx')).toBe(1);
    expect(countOf(text, 'render', 'timeout')).toBe(1);
    expect(countOf(text, 'render', 'error')).toBe(1);
  });
});

describe('fetchWithTimeout through a timed fetch', () => {
  it('records the call, its budget running out as a timeout', async () => {
    const registry = new Registry();
    const fetchImpl = new UpstreamMetrics(registry).timedFetch('identity');
    expect((await fetchWithTimeout(`${base}/ok`, { timeoutMs: 2000, fetchImpl })).status).toBe(200);
    await expect(
      fetchWithTimeout(`${base}/slow`, { timeoutMs: 50, fetchImpl }),
    ).rejects.toMatchObject({ statusCode: 504 });

    const text = await registry.metrics();
    expect(countOf(text, 'identity', '2xx')).toBe(1);
    expect(countOf(text, 'identity', 'timeout')).toBe(1);
  });
});
