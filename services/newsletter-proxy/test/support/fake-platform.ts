import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the platform saw it. */
export interface PlatformRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How the platform answers a request; a function may stall or break the connection. */
export type PlatformAnswer =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | ((request: PlatformRequest, response: ServerResponse) => void);

/**
 * A newsletter platform (or another upstream) on a loopback port: it records every request and
 * answers from a table keyed by "METHOD path", the path with its query or without it (404 for
 * anything else), which a test changes.
 */
export class FakePlatform {
  readonly requests: PlatformRequest[] = [];
  readonly answers = new Map<string, PlatformAnswer>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakePlatform> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const platform = new FakePlatform(server, `http://127.0.0.1:${port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => platform.answer(request, Buffer.concat(chunks), response));
    });
    return platform;
  }

  private answer(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const seen: PlatformRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: body.toString('utf8'),
    };
    this.requests.push(seen);
    const pathOnly = seen.path.split('?')[0];
    const answer = this.answers.get(`${seen.method} ${seen.path}`) ??
      this.answers.get(`${seen.method} ${pathOnly}`) ?? {
        status: 404,
        json: { message: 'Not here' },
      };
    if (typeof answer === 'function') return answer(seen, response);
    const payload = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    response.end(payload);
  }

  /** Forgets the requests and answers of the last test. */
  reset(): void {
    this.requests.length = 0;
    this.answers.clear();
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
