// The limit of the uncached-article benchmark's proxy: a bare fastify server forwarding every GET
// to one upstream (render) with @fastify/reply-from (undici), the libraries the gateway forwards
// with, and nothing else (no routing table, no decisions, no headers of its own, no logging).
// What any proxy in front of render costs on this machine. Its own process, like the gateway it
// is compared to. Arguments: port, the upstream's origin.
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const [port, upstream] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(replyFrom, { base: upstream });
app.get('/health/live', async () => ({ status: 'ok' }));
app.get('/*', (request, reply) => reply.from(request.url));
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
