/**
 * What counts as an upstream instance going away (a retry of an idempotent request may reach a
 * live one), against real failures of Node's fetch on loopback servers this test starts.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isGoingAwayAnswer, isGoingAwayError, isRetriableMethod } from '../src';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function failureOf(url: string, init: RequestInit = {}): Promise<unknown> {
  try {
    await fetch(url, init);
  } catch (error) {
    return error;
  }
  throw new Error('the request did not fail');
}

describe('isGoingAwayAnswer', () => {
  it("takes a 503 that closes its connection (a closing service's answer)", () => {
    expect(isGoingAwayAnswer(503, { connection: 'close' })).toBe(true);
    expect(isGoingAwayAnswer(503, { connection: 'Close' })).toBe(true);
    expect(isGoingAwayAnswer(503, { connection: ['keep-alive, close'] })).toBe(true);
  });

  it('leaves a 503 that keeps its connection (load shedding) and every other status', () => {
    expect(isGoingAwayAnswer(503, {})).toBe(false);
    expect(isGoingAwayAnswer(503, { connection: 'keep-alive' })).toBe(false);
    expect(isGoingAwayAnswer(502, { connection: 'close' })).toBe(false);
    expect(isGoingAwayAnswer(200, { connection: 'close' })).toBe(false);
  });
});

describe('isGoingAwayError', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it('takes a connection the server closed before answering', async () => {
    const server = createServer((req) => req.socket.destroy());
    servers.push(server);
    const error = await failureOf(await listen(server));
    expect(isGoingAwayError(error)).toBe(true);
  });

  it('leaves a refused connection, a time-out and other errors', async () => {
    const server = createServer();
    const url = await listen(server);
    await new Promise((r) => server.close(r));
    expect(isGoingAwayError(await failureOf(url))).toBe(false);

    const slow = createServer(() => undefined);
    servers.push(slow);
    const timedOut = await failureOf(await listen(slow), { signal: AbortSignal.timeout(50) });
    expect(isGoingAwayError(timedOut)).toBe(false);

    expect(isGoingAwayError(new Error('boom'))).toBe(false);
    expect(isGoingAwayError(undefined)).toBe(false);
  });
});

it('repeats only the methods that change nothing', () => {
  expect(isRetriableMethod('GET')).toBe(true);
  expect(isRetriableMethod('HEAD')).toBe(true);
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    expect(isRetriableMethod(method)).toBe(false);
  }
});
