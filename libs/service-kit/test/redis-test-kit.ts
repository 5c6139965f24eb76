/** What the kit's Redis client tests share: a recording logger, ports, a proxy to Redis. */
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import type { Registry } from 'prom-client';
import { REDIS_URL } from './redis-target';

export const DOWN = 'Redis unavailable; test falls back';

/** A logger that records what it was told. */
export function recordingLogger() {
  const warnings: { context: { err: Error }; message: string }[] = [];
  const logs: string[] = [];
  return {
    warnings,
    logs,
    warn: (context: { err: Error }, message: string) => warnings.push({ context, message }),
    log: (message: string) => logs.push(message),
  };
}

export const ignoreErrors = (): void => undefined;

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Forwards `port` to the real Redis: Redis "comes back" on that port. */
export async function proxyToRedis(port: number): Promise<{ close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const waitFor = async (check: () => boolean, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** The value of `redis_circuit_open{client}`. */
export async function circuitOpen(registry: Registry, client: string): Promise<number | undefined> {
  const gauge = await registry.getSingleMetric('redis_circuit_open')!.get();
  return gauge.values.find(({ labels }) => labels.client === client)?.value;
}
