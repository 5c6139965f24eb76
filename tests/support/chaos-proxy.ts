// A loopback proxy in front of one service, for fault suites: it passes requests on, or holds
// them unanswered, refuses connections, or answers malformed JSON, as the test switches it.
// Held requests are ended when the mode changes or the proxy stops.
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ChaosMode = 'pass' | 'slow' | 'down' | 'malformed';

export class ChaosProxy {
  mode: ChaosMode = 'pass';
  private readonly held = new Set<ServerResponse>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    readonly port: number,
  ) {}

  /** Listens on `port` (0: any free one) of loopback, in front of `target` (an origin). */
  static async start(target: string, port = 0): Promise<ChaosProxy> {
    const upstream = new URL(target);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const proxy = new ChaosProxy(server, (server.address() as AddressInfo).port);
    server.on('connection', (socket) => {
      proxy.sockets.add(socket);
      socket.on('close', () => proxy.sockets.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      proxy.handle(req, res, upstream);
    });
    return proxy;
  }

  private handle(req: IncomingMessage, res: ServerResponse, upstream: URL): void {
    switch (this.mode) {
      case 'slow':
        // Never answered while slow: the caller's timeout has to end it.
        this.held.add(res);
        res.on('close', () => this.held.delete(res));
        return;
      case 'down':
        // As a service that is gone: the connection drops with no answer.
        req.socket.destroy();
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"data": [{"id": "cut-off", ');
        return;
      case 'pass': {
        const outbound = forward(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        outbound.on('error', () => res.destroy());
        req.pipe(outbound);
      }
    }
  }

  /** Switches the mode; requests held by 'slow' are dropped. */
  set(mode: ChaosMode): void {
    for (const res of this.held) res.destroy();
    this.held.clear();
    this.mode = mode;
  }

  async stop(): Promise<void> {
    this.set('pass');
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
