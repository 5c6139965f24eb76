// The limit of the page benchmark: a bare fastify server answering every GET with the same
// page bytes from memory (a cached page as the gateway sends it, Brotli-compressed), with
// nothing else (no routing table, no decisions, no Redis, no logging). Its own process, like
// the gateway it is compared to. Arguments: port, the body's file, its content type and
// content encoding.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile, contentType, contentEncoding] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/health/live', async () => ({ status: 'ok' }));
app.get('/*', (_request, reply) => {
  reply.header('content-type', contentType);
  if (contentEncoding) reply.header('content-encoding', contentEncoding);
  reply.send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
