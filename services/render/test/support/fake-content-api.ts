/**
 * A real HTTP server on loopback standing in for the content API: fixture pages by
 * `{type}/{slug}`, a page that never answers (`article/slow`), one that is not JSON
 * (`article/malformed`), and /health/live.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The web page and its AMP variant get the same fixture.
const PAGE_PATH = /^\/api\/neutron\/composer\/bytewire\/pages\/([^/]+)\/([^/]+)\/(?:web|amp)$/;

export interface FakeContentApi {
  url: string;
  /** What render asked, health probes aside. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeContentApi(
  apiKey: string,
  pages: Record<string, unknown>,
): Promise<FakeContentApi> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://content.internal');
    // Not recorded: render's background dependency check probes it every few seconds.
    if (url.pathname === '/health/live') return json(res, 200, { status: 'ok' });
    requests.push(req);
    if (req.headers['x-api-key'] !== apiKey) return json(res, 401, { error: 'bad key' });
    const match = PAGE_PATH.exec(url.pathname);
    const key = match ? `${match[1]}/${match[2]}` : '';
    if (key === 'article/slow') return; // never answers
    if (key === 'article/malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('<html>not json</html>');
    }
    const page = pages[key];
    return page ? json(res, 200, page) : json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
