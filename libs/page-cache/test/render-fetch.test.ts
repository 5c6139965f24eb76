// The page cache's one call to render against a loopback server this test starts: the answer
// read whole, and one more try at once when the render instance it reached was going away (a
// rolling restart): its closing 503 (`Connection: close`) or a connection it closed before
// answering. A load-shedding 503 is returned as it is. An answer past MAX_PAGE_BYTES is dropped.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRenderedPage, MAX_PAGE_BYTES } from '../src';
import { NEWS_VARIANT } from './support';

let next: Array<'closing-503' | 'shedding-503' | 'reset' | 'huge'> = [];
/** Whether the huge answer's stream was cut off by the reader (its socket closed mid-body). */
let hugeCutOff: Promise<boolean> | undefined;
let seen = 0;

function renderStandIn(req: IncomingMessage, res: ServerResponse): void {
  seen += 1;
  const step = next.shift();
  if (step === 'closing-503') {
    res.writeHead(503, { connection: 'close', 'content-type': 'application/json' }).end('{}');
  } else if (step === 'shedding-503') {
    res.writeHead(503, { 'content-type': 'text/html' }).end('busy');
  } else if (step === 'reset') {
    req.socket.destroy();
  } else if (step === 'huge') {
    // Chunked, no length: 64 KiB at a time until the reader hangs up (or far past the cap).
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    hugeCutOff = new Promise((resolve) => {
      res.on('close', () => resolve(!res.writableFinished));
      const write = () => {
        while (sent <= 2 * MAX_PAGE_BYTES && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      write();
    });
  } else {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>the news door</p>');
  }
}

describe('fetchRenderedPage', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer(renderStandIn);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    next = [];
    seen = 0;
  });

  const fetchPage = () => fetchRenderedPage(NEWS_VARIANT, { baseUrl, timeoutMs: 2000 });

  it('reads the page whole', async () => {
    const page = await fetchPage();
    expect(page.status).toBe(200);
    expect(page.body?.toString()).toBe('<p>the news door</p>');
    expect(seen).toBe(1);
  });

  it("asks once more after a closing instance's 503, and gets the page", async () => {
    next = ['closing-503'];
    const page = await fetchPage();
    expect([page.status, page.body?.toString(), seen]).toEqual([200, '<p>the news door</p>', 2]);
  });

  it('asks once more after a connection closed before any answer', async () => {
    next = ['reset'];
    expect((await fetchPage()).status).toBe(200);
    expect(seen).toBe(2);
  });

  it('asks once more only', async () => {
    next = ['closing-503', 'closing-503'];
    expect((await fetchPage()).status).toBe(503);
    expect(seen).toBe(2);

    next = ['reset', 'reset'];
    await expect(fetchPage()).rejects.toThrow();
    expect(seen).toBe(4);
  });

  it('drops an answer past MAX_PAGE_BYTES and lets go of its stream', async () => {
    next = ['huge'];
    const page = await fetchPage();
    expect(page.status).toBe(200);
    expect(page.body).toBeUndefined();
    expect(await hugeCutOff).toBe(true);
  });

  it('returns a load-shedding 503 (connection kept) without asking again', async () => {
    next = ['shedding-503'];
    const page = await fetchPage();
    expect([page.status, page.body?.toString(), seen]).toEqual([503, 'busy', 1]);
  });
});
