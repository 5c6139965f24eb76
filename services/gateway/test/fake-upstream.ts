import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A real loopback HTTP server standing in for render or the content API; it records requests. */
export class FakeUpstream {
  private constructor(
    private readonly server: Server,
    readonly requests: RecordedRequest[],
  ) {}

  /** `healthHeaders`: more headers on the health probe's answer (render's build, say). */
  static start(
    handler: Handler,
    healthHeaders: () => Record<string, string> = () => ({}),
  ): Promise<FakeUpstream> {
    const requests: RecordedRequest[] = [];
    const server = createServer((req, res) => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      if (req.url === '/health/live') {
        res
          .writeHead(200, { 'content-type': 'application/json', ...healthHeaders() })
          .end('{"status":"ok"}');
        return;
      }
      handler(req, res);
    });
    const upstream = new FakeUpstream(server, requests);
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(upstream)));
  }

  /** The address of a port nothing listens on. */
  static async deadUrl(): Promise<string> {
    const upstream = await FakeUpstream.start(() => undefined);
    const { url } = upstream;
    await upstream.close();
    return url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Requests other than the health probes. */
  get received(): RecordedRequest[] {
    return this.requests.filter((r) => r.url !== '/health/live');
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
