// The page cache's one call to render against a loopback server this test starts: the answer
// read whole, and one more try at once when the render instance it reached was going away (a
// rolling restart): its closing 503 (`Connection: close`) or a connection it closed before
// answering. A load-shedding 503 is returned as it is.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRenderedPage } from '../src';
import { NEWS_VARIANT } from './support';

let next: Array<'closing-503' | 'shedding-503' | 'reset'> = [];
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

  it('returns a load-shedding 503 (connection kept) without asking again', async () => {
    next = ['shedding-503'];
    const page = await fetchPage();
    expect([page.status, page.body?.toString(), seen]).toEqual([503, 'busy', 1]);
  });
});
