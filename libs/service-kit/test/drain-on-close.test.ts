// A closing app ends as soon as its in-flight requests are answered (drain-on-close.ts): the
// request in flight when close begins is answered with `Connection: close`, and a keep-alive
// connection left open by its client does not hold the close until the keep-alive timeout, nor
// does a connection that sent nothing; a close is bounded by DRAIN_DEADLINE_MS whatever is left.
import { Controller, Get } from '@nestjs/common';
import { isGoingAwayAnswer } from '@bytewire/http-client';
import { Agent, get, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { DRAIN_DEADLINE_MS } from '../src/app/drain-on-close';
import { createTestApp } from './support';

/** A raw connection to the app, open once connected; `closed` resolves when the app ends it. */
async function rawConnection(url: string) {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, closed };
}

/** GET over `agent`: status, headers and body once the whole answer is in. */
function fetchWith(
  agent: Agent,
  url: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

/** Resolved when the slow route has begun answering (set by each test). */
let slowStarted: () => void = () => undefined;

@Controller('slow')
class SlowController {
  @Get()
  async slow(): Promise<{ done: boolean }> {
    slowStarted();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  }
}

describe('closing an app', () => {
  it('answers the request in flight, says Connection: close, and closes at once after it', async () => {
    const app = await createTestApp({ controllers: [SlowController] });
    await app.listen(0, '127.0.0.1');
    const url = await app.getUrl();
    // A client keeping its connections open, as the gateway's pool does.
    const agent = new Agent({ keepAlive: true });
    try {
      // An idle keep-alive connection first, then a slow request.
      expect((await fetchWith(agent, `${url}/health/live`)).status).toBe(200);
      const started = new Promise<void>((resolve) => (slowStarted = resolve));
      const inFlight = fetchWith(agent, `${url}/slow`);
      await started;
      const closing = Date.now();
      await app.close();
      const closedAfterMs = Date.now() - closing;
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ done: true });
      expect(answer.headers.connection).toBe('close');
      // The slow request's 300 ms, not the client's minute of keep-alive.
      expect(closedAfterMs).toBeGreaterThanOrEqual(200);
      expect(closedAfterMs).toBeLessThan(2000);
    } finally {
      agent.destroy();
    }
  });

  it('answers a request that was arriving as close began with what callers take for going away', async () => {
    const app = await createTestApp({ controllers: [SlowController] });
    await app.listen(0, '127.0.0.1');
    const { port } = new URL(await app.getUrl());
    // A request whose headers are still arriving (the connection is not idle) when close
    // begins; the rest of it comes after.
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let raw = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /health/live HTTP/1.1\r\nHost: test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('\r\n');
    await Promise.all([closed, ended]);
    const [head] = raw.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.split(':')[0].toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    // What the gateway and the page cache take for an instance going away (one retry).
    expect(isGoingAwayAnswer(503, headers)).toBe(true);
  });

  it('does not wait for a connection that has sent nothing (a spare opened ahead, a TCP probe)', async () => {
    const app = await createTestApp({ controllers: [SlowController] });
    await app.listen(0, '127.0.0.1');
    const silent = await rawConnection(await app.getUrl());
    const closing = Date.now();
    await app.close();
    await silent.closed;
    // Two drain ticks, not the request timeout's 30 s (Node counts such a connection busy).
    expect(Date.now() - closing).toBeLessThan(1000);
  });

  it('cuts what is left at the drain deadline: a request that never finishes arriving', async () => {
    const app = await createTestApp({ controllers: [SlowController] });
    await app.listen(0, '127.0.0.1');
    const stalled = await rawConnection(await app.getUrl());
    stalled.socket.write('GET /health/live HTTP/1.1\r\nHost: test\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = Date.now();
    await app.close();
    await stalled.closed;
    const tookMs = Date.now() - closing;
    expect(tookMs).toBeGreaterThanOrEqual(DRAIN_DEADLINE_MS - 100);
    expect(tookMs).toBeLessThan(DRAIN_DEADLINE_MS + 1000);
  }, 15_000);
});
