import type { FastifyInstance } from 'fastify';

/** How often idle connections are closed while the server drains. */
const DRAIN_INTERVAL_MS = 100;

/**
 * Lets a closing server end as soon as its in-flight requests are answered. Node's
 * `server.close()` drops only the connections idle at that moment; a keep-alive connection
 * whose request finishes later (the gateway's pool to render, say) stays open until the client
 * or the keep-alive timeout ends it, holding the process for seconds after SIGTERM, and past a
 * container's grace period. So while closing, every answer says `Connection: close`, and the
 * connections that fall idle are closed as they do.
 */
export function drainOnClose(fastify: FastifyInstance): void {
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('preClose', (done) => {
    closing = true;
    timer = setInterval(() => fastify.server.closeIdleConnections(), DRAIN_INTERVAL_MS);
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
