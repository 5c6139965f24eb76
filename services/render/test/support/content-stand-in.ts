/**
 * A loopback HTTP server standing in for the content API where the real one cannot be made to
 * misbehave: answers by path (JSON, a raw body, or no answer at all), 404 JSON for any other
 * path, 401 without the key, and /health/live. It records every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInAnswer =
  | { json: unknown; status?: number }
  | { raw: string; status?: number; contentType?: string }
  | { hang: true };

export interface ContentStandIn {
  url: string;
  /** Path and query of each request but the health probes. */
  requests: { url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}

export async function startContentStandIn(
  apiKey: string,
  answers: Readonly<Record<string, StandInAnswer>>,
): Promise<ContentStandIn> {
  const requests: ContentStandIn['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://content.internal');
    if (url.pathname === '/health/live')
      return send(res, 200, 'application/json', '{"status":"ok"}');
    requests.push({ url: req.url ?? '', headers: req.headers });
    if (req.headers['x-api-key'] !== apiKey) return send(res, 401, 'application/json', '{}');
    const answer = Object.hasOwn(answers, url.pathname) ? answers[url.pathname] : undefined;
    if (!answer) return send(res, 404, 'application/json', '{"message":"not found"}');
    if ('hang' in answer) return;
    if ('raw' in answer) {
      return send(res, answer.status ?? 200, answer.contentType ?? 'application/json', answer.raw);
    }
    send(res, answer.status ?? 200, 'application/json', JSON.stringify(answer.json));
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
