import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/** How often idle connections are closed while the server drains. */
const DRAIN_INTERVAL_MS = 100;

/**
 * The longest a close waits for its connections once it has begun: the rest are cut. Well
 * inside a container's grace period (10 s in this repository's checks, 30 s Kubernetes'), and
 * far above what a request here takes (a render is tens of milliseconds).
 */
export const DRAIN_DEADLINE_MS = 5_000;

/**
 * Lets a closing server end as soon as its in-flight requests are answered. Node's
 * `server.close()` waits for every connection, and drops only those idle at that moment:
 * - a keep-alive connection whose request finishes later (the gateway's pool to render, say)
 *   stays open until the client or the keep-alive timeout ends it. So while closing, every
 *   answer says `Connection: close`, and the connections that fall idle are closed as they do;
 * - a connection that has sent nothing at all (a client's spare opened ahead, a TCP probe) is
 *   not idle to Node: it would hold the close until the request timeout (30 s), past a
 *   container's grace period (seen: 13.7 s). One still silent on two ticks in a row is closed;
 *   a request half sent is left to finish (it is answered 503, as closing routes are).
 * Past DRAIN_DEADLINE_MS whatever is left is cut, so a close is bounded whatever the clients do.
 */
export function drainOnClose(fastify: FastifyInstance): void {
  const server = fastify.server;
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('preClose', (done) => {
    closing = true;
    const deadline = Date.now() + DRAIN_DEADLINE_MS;
    let silent = new Set<Socket>();
    timer = setInterval(() => {
      server.closeIdleConnections();
      const stillSilent = new Set<Socket>();
      for (const socket of connections) {
        if (socket.bytesRead > 0) continue;
        if (silent.has(socket)) socket.destroy();
        else stillSilent.add(socket);
      }
      silent = stillSilent;
      if (Date.now() >= deadline && connections.size > 0) {
        fastify.log.warn(
          { connections: connections.size, deadlineMs: DRAIN_DEADLINE_MS },
          'closing: connections cut at the drain deadline',
        );
        for (const socket of connections) socket.destroy();
      }
    }, DRAIN_INTERVAL_MS);
    timer.unref();
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
