// The baseline of the experiments benchmark: a bare fastify endpoint on loopback that reads a
// JSON body like a decision request and answers a small JSON object, with nothing else (no
// Nest, no validation, no logging), and an OFREP-shaped evaluation answer likewise. Run as its
// own process, like the service it is compared to.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/health/live', async () => ({ status: 'ok' }));
app.post('/decide', async (request) => ({
  visitorId: 'bench',
  tests: [],
  flags: {},
  cookies: [],
  headers: {},
  echo:
    typeof request.body === 'object' && request.body !== null
      ? Object.keys(request.body).length
      : 0,
}));
// OFREP's single-flag evaluation (issue 30), the same shape of answer as the service's.
app.post('/ofrep/v1/evaluate/flags/:key', async (request) => ({
  key: request.params.key,
  value: true,
  reason: 'STATIC',
  variant: 'default',
  metadata: {
    context:
      typeof request.body === 'object' && request.body !== null
        ? Object.keys(request.body).length
        : 0,
  },
}));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
