import type { FastifyReply } from 'fastify';

/** Methods the gateway serves; everything else is refused with 405 for now. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);
const ALLOW = 'GET, HEAD';

/** The JSON error of every API-like answer of the gateway: `{ statusCode, message }`. */
export function sendJsonError(reply: FastifyReply, statusCode: number, message: string): void {
  void reply.code(statusCode).header('cache-control', 'no-store').send({ statusCode, message });
}

export function sendMethodNotAllowed(reply: FastifyReply): void {
  reply.header('allow', ALLOW);
  sendJsonError(reply, 405, `Method not allowed; use ${ALLOW}`);
}
