// Free loopback ports for a cluster started by a test: the OS picks them.
import net from 'node:net';

/** A server on a port the OS picked; still open, so that the port is not handed out again. */
function holdPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const release = (server) => new Promise((resolve) => server.close(() => resolve()));

export async function freePort() {
  const server = await holdPort();
  const { port } = server.address();
  await release(server);
  return port;
}

/**
 * Distinct free ports, one per name. Every port is held until all are picked: a port closed at
 * once may be handed out again by the next pick (two services then on one port, the second
 * failing with EADDRINUSE, as a CI run once saw).
 *
 * @template {string} T
 * @param {readonly T[]} names
 * @returns {Promise<Record<T, number>>}
 */
export async function freePorts(names) {
  /** @type {Record<string, number>} */
  const ports = {};
  const held = [];
  try {
    for (const name of names) {
      const server = await holdPort();
      held.push(server);
      ports[name] = server.address().port;
    }
  } finally {
    await Promise.all(held.map(release));
  }
  return ports;
}
