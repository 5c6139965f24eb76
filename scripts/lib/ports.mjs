// Free loopback ports for a cluster started by a test: the OS picks them.
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @template {string} T
 * @param {readonly T[]} names
 * @returns {Promise<Record<T, number>>}
 */
export async function freePorts(names) {
  /** @type {Record<string, number>} */
  const ports = {};
  for (const name of names) ports[name] = await freePort();
  return ports;
}
