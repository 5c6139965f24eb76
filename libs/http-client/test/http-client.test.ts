/** The policy against a real HTTP server on a loopback port this test picks (port 0). */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  boundedFetch,
  fetchJson,
  fetchText,
  HttpClientError,
  isHttpClientError,
  type HttpFailureKind,
} from '../src';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Routes of the loopback server; anything else answers `{"ok":true}`. */
const ROUTES: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  // The headers come after 2 s.
  '/late-headers': (_req, res) => {
    const timer = setTimeout(() => res.end('{}'), 2000);
    res.on('close', () => clearTimeout(timer));
  },
  // The headers at once, then the body a few bytes every 50 ms for 2 s.
  '/trickle': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[0');
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      if (sent >= 40) {
        clearInterval(timer);
        res.end(']');
      } else res.write(`,${sent}`);
    }, 50);
    res.on('close', () => clearInterval(timer));
  },
  '/moved': (_req, res) => res.writeHead(302, { location: '/elsewhere' }).end(),
  '/elsewhere': (_req, res) => res.writeHead(200).end('{"followed":true}'),
  '/broken': (_req, res) =>
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500}'),
  '/missing': (_req, res) => res.writeHead(404).end('{"statusCode":404}'),
  '/not-json': (_req, res) => res.writeHead(200).end('{"tests": ['),
  // 3,000 bytes with their length declared, and 3,000 bytes streamed with none declared
  // (several characters of two bytes each, so a cut can fall inside one).
  '/declared-large': (_req, res) =>
    res.writeHead(200, { 'content-length': '3000' }).end('x'.repeat(3000)),
  '/streamed-large': (_req, res) => {
    res.writeHead(200);
    for (let i = 0; i < 10; i += 1) res.write('é'.repeat(150));
    res.end();
  },
  '/etag': (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' }).end('{"a":1}'),
  // Half a body, then the connection is destroyed.
  '/reset': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":');
    setTimeout(() => res.destroy(), 20);
  },
};

let server: Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const route = ROUTES[req.url ?? ''];
      if (route) route(req, res);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

/** The error `promise` rejects with (the test fails if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

async function failureOf(promise: Promise<unknown>): Promise<HttpClientError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(HttpClientError);
  return error as HttpClientError;
}

async function kindOf(promise: Promise<unknown>): Promise<HttpFailureKind> {
  return (await failureOf(promise)).kind;
}

/** A port nothing listens on: one the system gave out a moment ago, closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('fetchJson', () => {
  it('sends the method, headers and body, and answers the status, headers and JSON', async () => {
    const answer = await fetchJson(`${base}/etag`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-api-key': 'key' },
      body: '{"q":1}',
      timeoutMs: 1000,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ a: 1 });
    expect(answer.headers.get('etag')).toBe('"v1"');
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/etag',
        headers: expect.objectContaining({ 'x-api-key': 'key', accept: 'application/json' }),
        body: '{"q":1}',
      }),
    ]);
  });

  it('gives up when the headers are late, at the budget', async () => {
    const started = Date.now();
    const failure = await failureOf(fetchJson(`${base}/late-headers`, { timeoutMs: 100 }));
    expect(failure).toMatchObject({
      kind: 'timeout',
      message: 'no answer within 100 ms',
      url: `${base}/late-headers`,
      status: undefined,
    });
    expect((failure.cause as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('gives up when the body trickles in, at the same budget', async () => {
    const started = Date.now();
    expect(await kindOf(fetchJson(`${base}/trickle`, { timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    // Given the time, the same body is read whole.
    await expect(fetchJson(`${base}/trickle`, { timeoutMs: 10_000 })).resolves.toMatchObject({
      json: expect.arrayContaining([0, 39]),
    });
  });

  it('follows no redirect: a 3xx is a status failure, and one request is made', async () => {
    const failure = await failureOf(fetchJson(`${base}/moved`, { timeoutMs: 1000 }));
    expect(failure).toMatchObject({ kind: 'status', status: 302, message: 'answered 302' });
    expect(seen.map(({ url }) => url)).toEqual(['/moved']);
  });

  it('reports a port nothing listens on as unreachable', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const failure = await failureOf(fetchJson(url, { timeoutMs: 1000 }));
    expect(failure).toMatchObject({ kind: 'unreachable', url });
    expect(failure.message).toMatch(/^could not be reached \(/);
    // fetch's own TypeError, of Node's realm rather than the test's.
    expect((failure.cause as Error).name).toBe('TypeError');
  });

  it('reports a connection broken while the body is read as unreachable', async () => {
    expect(await kindOf(fetchJson(`${base}/reset`, { timeoutMs: 2000 }))).toBe('unreachable');
  });

  it('refuses a non-2xx status, with the status', async () => {
    const failure = await failureOf(fetchJson(`${base}/broken`, { timeoutMs: 1000 }));
    expect(failure).toMatchObject({ kind: 'status', status: 500 });
  });

  it('takes the statuses the caller accepts, and only those', async () => {
    await expect(
      fetchJson(`${base}/missing`, { timeoutMs: 1000, accept: (status) => status === 404 }),
    ).resolves.toMatchObject({ status: 404, json: { statusCode: 404 } });
    expect(
      await kindOf(fetchJson(`${base}/etag`, { timeoutMs: 1000, accept: (s) => s === 201 })),
    ).toBe('status');
  });

  it('refuses an answer that is no JSON', async () => {
    const failure = await failureOf(fetchJson(`${base}/not-json`, { timeoutMs: 1000 }));
    expect(failure).toMatchObject({
      kind: 'answer',
      status: 200,
      message: 'the answer is no JSON',
    });
    expect(failure.cause).toBeInstanceOf(SyntaxError);
  });

  it("refuses an answer the caller's check refuses, with the check's message", async () => {
    const refusal = new Error('no decision: tests');
    const failure = await failureOf(
      fetchJson(`${base}/etag`, {
        timeoutMs: 1000,
        parse: () => {
          throw refusal;
        },
      }),
    );
    expect(failure).toMatchObject({ kind: 'answer', status: 200, message: 'no decision: tests' });
    expect(failure.cause).toBe(refusal);
    await expect(
      fetchJson(`${base}/etag`, { timeoutMs: 1000, parse: (json) => ({ checked: json }) }),
    ).resolves.toMatchObject({ json: { checked: { a: 1 } } });
  });

  it("rethrows the caller's own abort unchanged, before the headers and while reading", async () => {
    const early = new AbortController();
    const waiting = rejectionOf(
      fetchJson(`${base}/late-headers`, { timeoutMs: 5000, signal: early.signal }),
    );
    setTimeout(() => early.abort(), 50);
    const beforeHeaders = await waiting;
    expect(isHttpClientError(beforeHeaders)).toBe(false);
    expect(beforeHeaders).toMatchObject({ name: 'AbortError' });

    const late = new AbortController();
    const reading = rejectionOf(
      fetchText(`${base}/trickle`, { timeoutMs: 5000, signal: late.signal }),
    );
    setTimeout(() => late.abort(new Error('navigated away')), 200);
    const whileReading = await reading;
    expect(isHttpClientError(whileReading)).toBe(false);
    expect(whileReading).toMatchObject({ message: 'navigated away' });
  });

  it("keeps its own budget beside the caller's signal", async () => {
    const caller = new AbortController();
    expect(
      await kindOf(fetchJson(`${base}/late-headers`, { timeoutMs: 100, signal: caller.signal })),
    ).toBe('timeout');
    expect(caller.signal.aborted).toBe(false);
  });

  it('combines the signals where AbortSignal.any is missing (older browsers)', async () => {
    const any = AbortSignal.any;
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const caller = new AbortController();
      expect(
        await kindOf(fetchJson(`${base}/late-headers`, { timeoutMs: 100, signal: caller.signal })),
      ).toBe('timeout');
      const aborting = new AbortController();
      const failing = rejectionOf(
        fetchJson(`${base}/late-headers`, { timeoutMs: 5000, signal: aborting.signal }),
      );
      aborting.abort();
      expect(await failing).toMatchObject({ name: 'AbortError' });
      const aborted = AbortSignal.abort();
      expect(
        await rejectionOf(fetchJson(`${base}/`, { timeoutMs: 5000, signal: aborted })),
      ).toMatchObject({ name: 'AbortError' });
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true });
    }
  });

  it('calls the given fetch as a plain function, with no redirects and a signal', async () => {
    const fetchImpl = jest.fn(async function (this: unknown) {
      // A browser's fetch refuses to be called as a method of anything but the window.
      expect(this).toBeUndefined();
      return new Response('{"stub":true}', { status: 200 });
    });
    await expect(
      fetchJson('http://x.invalid/a', { timeoutMs: 50, fetchImpl, headers: { a: 'b' } }),
    ).resolves.toMatchObject({ json: { stub: true } });
    expect(fetchImpl).toHaveBeenCalledWith('http://x.invalid/a', {
      headers: { a: 'b' },
      redirect: 'manual',
      signal: expect.any(AbortSignal),
    });
  });
});

describe('fetchText', () => {
  it('answers the text as it is', async () => {
    await expect(fetchText(`${base}/not-json`, { timeoutMs: 1000 })).resolves.toMatchObject({
      status: 200,
      text: '{"tests": [',
    });
  });

  it('takes a body up to maxBytes, whole characters across chunks', async () => {
    const { text } = await fetchText(`${base}/streamed-large`, { timeoutMs: 1000, maxBytes: 3000 });
    expect(text).toBe('é'.repeat(1500));
  });

  it('fails an answer past maxBytes, declared or streamed, as too large', async () => {
    for (const path of ['/declared-large', '/streamed-large']) {
      const failure = await failureOf(
        fetchText(`${base}${path}`, { timeoutMs: 1000, maxBytes: 2999 }),
      );
      expect(failure).toMatchObject({ kind: 'answer', tooLarge: true, status: 200 });
      expect(failure.message).toMatch(/over the cap of 2999 bytes$/);
    }
    const json = await failureOf(
      fetchJson(`${base}/declared-large`, { timeoutMs: 1000, maxBytes: 100 }),
    );
    expect(json.tooLarge).toBe(true);
    const other = await failureOf(
      fetchJson(`${base}/not-json`, { timeoutMs: 1000, maxBytes: 100 }),
    );
    expect(other).toMatchObject({ kind: 'answer', tooLarge: false });
  });

  it('still times out a body read under a cap', async () => {
    const kind = await kindOf(fetchText(`${base}/trickle`, { timeoutMs: 300, maxBytes: 10_000 }));
    expect(kind).toBe('timeout');
  });
});

describe('boundedFetch', () => {
  it('answers the response whatever its status, a redirect as it is', async () => {
    const moved = await boundedFetch(`${base}/moved`, { timeoutMs: 1000 });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/elsewhere');
    const broken = await boundedFetch(`${base}/broken`, { timeoutMs: 1000 });
    expect(broken.status).toBe(500);
    await broken.body?.cancel();
    expect(seen.map(({ url }) => url)).toEqual(['/moved', '/broken']);
  });

  it('fails with timeout or unreachable before the answer', async () => {
    expect(await kindOf(boundedFetch(`${base}/late-headers`, { timeoutMs: 100 }))).toBe('timeout');
    expect(
      await kindOf(boundedFetch(`http://127.0.0.1:${await closedPort()}/`, { timeoutMs: 1000 })),
    ).toBe('unreachable');
  });

  it('keeps the budget over the body: reading past it rejects with a TimeoutError', async () => {
    const response = await boundedFetch(`${base}/trickle`, { timeoutMs: 300 });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

describe('isHttpClientError', () => {
  it('knows the error by its shape, whatever copy of the class made it', () => {
    expect(isHttpClientError(new HttpClientError('status', 'answered 500', { url: 'u' }))).toBe(
      true,
    );
    expect(isHttpClientError({ name: 'HttpClientError', kind: 'answer' })).toBe(true);
    expect(isHttpClientError({ name: 'HttpClientError', kind: 'other' })).toBe(false);
    expect(isHttpClientError(new Error('x'))).toBe(false);
    expect(isHttpClientError(undefined)).toBe(false);
  });
});
