import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for the content API's dictionary endpoint on a loopback port. */
export interface FakeContentApi {
  url: string;
  /** What the dictionary answers: `{ data: { items } }` with these items. */
  items: unknown[];
  /** Status to answer with (200 by default); anything else has an empty JSON body. */
  status: number;
  /** Dictionary requests received, with the key each carried. */
  calls: { site: string; apiKey: string | undefined }[];
  close(): Promise<void>;
}

export const CONTENT_KEY = 'content-key-0123456789abcdef';

export async function startFakeContentApi(items: unknown[] = []): Promise<FakeContentApi> {
  const fake = { items, status: 200, calls: [] } as unknown as FakeContentApi;
  const server: Server = createServer((req, res) => {
    const match = /^\/api\/neutron\/vanity\/([^/?]+)\/dictionary(\?|$)/.exec(req.url ?? '');
    const apiKey = req.headers['x-api-key'];
    if (!match || apiKey !== CONTENT_KEY) {
      res.writeHead(match ? 401 : 404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    fake.calls.push({ site: match[1], apiKey: typeof apiKey === 'string' ? apiKey : undefined });
    if (fake.status !== 200) {
      res.writeHead(fake.status, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: { items: fake.items } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
