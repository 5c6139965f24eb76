/** The experiments client against a loopback HTTP server standing in for the service. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createExperimentsClient,
  ExperimentsClientError,
  type Decision,
  type DecisionRequest,
} from '../src';

const KEY = 'experiments-key-0123456789';

const DECISION: Decision = {
  visitorId: 'visitor-0001',
  tests: [{ id: 'genius_link', version: '1', bucket: 'test' }],
  flags: { ads: true, newsletter: false },
  cookies: [
    {
      name: 'nemo_vid',
      value: 'visitor-0001',
      maxAge: 100,
      path: '/',
      sameSite: 'lax',
      secure: true,
    },
  ],
  headers: { 'x-ab-buckets': 'genius_link:1:test', 'x-ab-allocation-needed': 'true' },
};

const REQUEST: DecisionRequest = {
  cookies: { nemo_vid: 'visitor-0001' },
  query: { ab: 'genius_link:1:test', tag: ['a', 'b'] },
  variationHeader: 'x:1:y',
  context: { path: '/reviews/', device: 'mobile', edition: 'us', userAgent: 'test' },
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let handler: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const json = (status: number, body: string) => (_req: IncomingMessage, res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);

const client = (timeoutMs = 1000) =>
  createExperimentsClient({ baseUrl: base, apiKey: KEY, timeoutMs });

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExperimentsClientError);
  return (error as ExperimentsClientError).failure;
}

describe('createExperimentsClient', () => {
  it('POSTs the request as JSON with the key and request id, and returns the decision', async () => {
    handler = json(200, JSON.stringify(DECISION));
    await expect(client().decide(REQUEST, 'trace-1')).resolves.toEqual(DECISION);
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/experiments/decide');
    expect(call.headers['x-api-key']).toBe(KEY);
    expect(call.headers['x-request-id']).toBe('trace-1');
    expect(call.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call.body)).toEqual(REQUEST);
  });

  it('drops unknown fields of the answer', async () => {
    handler = json(
      200,
      JSON.stringify({
        ...DECISION,
        extra: 1,
        tests: [{ id: 'a', version: '1', bucket: 'b', more: true }],
      }),
    );
    const decision = await client().decide(REQUEST);
    expect(decision.tests).toEqual([{ id: 'a', version: '1', bucket: 'b' }]);
    expect(decision).not.toHaveProperty('extra');
  });

  it.each([
    ['not an object', '[]'],
    ['tests not an array', JSON.stringify({ ...DECISION, tests: {} })],
    ['a test without bucket', JSON.stringify({ ...DECISION, tests: [{ id: 'a', version: '1' }] })],
    ['a non-boolean flag', JSON.stringify({ ...DECISION, flags: { ads: 'yes' } })],
    ['flags an array', JSON.stringify({ ...DECISION, flags: [true] })],
    ['cookies missing', JSON.stringify({ ...DECISION, cookies: undefined })],
    [
      'a cookie without maxAge',
      JSON.stringify({ ...DECISION, cookies: [{ name: 'a', value: 'b' }] }),
    ],
    ['a non-string header', JSON.stringify({ ...DECISION, headers: { 'x-ab-test': 1 } })],
    ['no JSON', '{"tests": ['],
  ])('refuses an answer with %s', async (_name, body) => {
    handler = json(200, body);
    expect(await failureOf(client().decide(REQUEST))).toBe('bad-answer');
  });

  it('refuses a non-200 status', async () => {
    handler = json(500, '{"statusCode":500}');
    expect(await failureOf(client().decide(REQUEST))).toBe('bad-status');
  });

  it('does not follow redirects', async () => {
    handler = (_req, res) => res.writeHead(302, { location: '/experiments/decide' }).end();
    expect(await failureOf(client().decide(REQUEST))).toBe('bad-status');
    expect(seen).toHaveLength(1);
  });

  it('gives up after the budget, the body included', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"tests":');
      const timer = setTimeout(() => res.end('[]}'), 2000);
      res.on('close', () => clearTimeout(timer));
    };
    const started = Date.now();
    expect(await failureOf(client(100).decide(REQUEST))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reports an unreachable service', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const port = (dead.address() as AddressInfo).port;
    await new Promise((resolve) => dead.close(resolve));
    const failing = createExperimentsClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: KEY,
      timeoutMs: 1000,
    });
    expect(await failureOf(failing.decide(REQUEST))).toBe('unreachable');
  });

  it('uses the given fetch', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(DECISION), { status: 200 }));
    const own = createExperimentsClient({
      baseUrl: 'http://x.invalid',
      apiKey: KEY,
      timeoutMs: 50,
      fetchImpl,
    });
    await expect(own.decide(REQUEST)).resolves.toEqual(DECISION);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://x.invalid/experiments/decide',
      expect.anything(),
    );
  });
});

describe('the definitions, for deciding locally', () => {
  const DEFINITIONS = {
    version: 7,
    tests: [
      {
        id: 'hero',
        version: '1',
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2027-01-01T00:00:00.000Z',
        allocations: [
          { percentage: 50, bucket: 'a' },
          { percentage: 50, bucket: 'b' },
        ],
      },
    ],
    flags: { ads: true },
  };

  it('GETs them with the key, and returns them with their ETag', async () => {
    handler = (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json', etag: '"v7"' })
        .end(JSON.stringify(DEFINITIONS));
    await expect(client().definitions()).resolves.toEqual({
      definitions: DEFINITIONS,
      etag: '"v7"',
    });
    const [call] = seen;
    expect(call.method).toBe('GET');
    expect(call.url).toBe('/experiments/definitions');
    expect(call.headers['x-api-key']).toBe(KEY);
    expect(call.headers['if-none-match']).toBeUndefined();
  });

  it('asks with If-None-Match and takes a 304 as unchanged', async () => {
    handler = (req, res) => {
      if (req.headers['if-none-match'] === '"v7"') return void res.writeHead(304).end();
      res.writeHead(200, { etag: '"v8"' }).end(JSON.stringify(DEFINITIONS));
    };
    await expect(client().definitions('"v7"')).resolves.toBe('unchanged');
    expect(seen[0].headers['if-none-match']).toBe('"v7"');
    await expect(client().definitions('"v6"')).resolves.toMatchObject({ etag: '"v8"' });
  });

  it('refuses a 304 it did not ask for', async () => {
    handler = (_req, res) => res.writeHead(304).end();
    expect(await failureOf(client().definitions())).toBe('bad-status');
  });

  it.each([
    ['not an object', '[]'],
    ['a version that is no integer', JSON.stringify({ ...DEFINITIONS, version: '7' })],
    ['tests not an array', JSON.stringify({ ...DEFINITIONS, tests: {} })],
    [
      'a test breaking a rule (allocations over 100)',
      JSON.stringify({
        ...DEFINITIONS,
        tests: [{ ...DEFINITIONS.tests[0], allocations: [{ percentage: 101, bucket: 'a' }] }],
      }),
    ],
    [
      'a test without dates',
      JSON.stringify({ ...DEFINITIONS, tests: [{ id: 'x', version: '1' }] }),
    ],
    ['a non-boolean flag', JSON.stringify({ ...DEFINITIONS, flags: { ads: 1 } })],
  ])('refuses an answer with %s', async (_name, body) => {
    handler = json(200, body);
    expect(await failureOf(client().definitions())).toBe('bad-answer');
  });

  it('takes a service holding its initial definitions (version null)', async () => {
    handler = json(200, JSON.stringify({ ...DEFINITIONS, version: null }));
    const answer = await client().definitions();
    expect(answer).not.toBe('unchanged');
    expect((answer as { definitions: { version: unknown } }).definitions.version).toBeNull();
  });
});
