import { createServer, type Server, Socket } from 'node:net';
import { freePort } from './identity-process';

export interface RedisProxy {
  /** The Redis URL through the proxy. */
  url: string;
  /** Cuts every connection and stops listening: Redis is gone for whoever used the proxy. */
  close(): Promise<void>;
}

/**
 * A TCP proxy on a free loopback port to one Redis (`target`, a redis:// URL): closing it takes
 * Redis away from a service mid-flow. One Redis only: a Redis Cluster sends its clients to its
 * nodes' own addresses, past any proxy.
 */
export async function proxyToRedis(target: string): Promise<RedisProxy> {
  const upstreamUrl = new URL(target);
  if (upstreamUrl.protocol !== 'redis:') {
    throw new Error(`the proxy takes one Redis (redis://), not ${upstreamUrl.protocol}//`);
  }
  const port = await freePort();
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(upstreamUrl.port || 6379), upstreamUrl.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const proxied = new URL(upstreamUrl);
  proxied.host = `127.0.0.1:${port}`;
  return {
    url: proxied.href,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
