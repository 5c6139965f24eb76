// Makes sure a Redis answers at REDIS_URL: a RESP PING over a plain socket (no client library
// needed before `npm ci` has even finished), and when none answers on a loopback URL and
// `redis-server` is installed, a throw-away one for this session (nothing kept on disk).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export function pingRedis(redisUrl, timeoutMs = 1000) {
  const url = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => {
      const password = decodeURIComponent(url.password || '');
      if (password) socket.write(`AUTH ${password}\r\n`);
      socket.write('PING\r\n');
    });
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('+PONG')) done(true);
      else if (reply.includes('-')) done(false);
    });
  });
}

export function hasRedisServer() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Returns { url, stop } for a Redis that answers. Starts `redis-server` on the URL's port when
 * nothing answers there and the host is loopback; throws a message saying how to get one otherwise.
 */
export async function ensureRedis(redisUrl = DEFAULT_REDIS_URL, log = () => {}) {
  if (await pingRedis(redisUrl)) return { url: redisUrl, started: false, stop: async () => {} };
  const url = new URL(redisUrl);
  const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
  if (!loopback || !hasRedisServer()) {
    throw new Error(
      `No Redis answers at ${redisUrl}. Start one (Debian: apt-get install redis-server, then ` +
        `redis-server --daemonize yes), or set REDIS_URL to a Redis that runs.`,
    );
  }
  const port = Number(url.port || 6379);
  log(`no Redis at ${redisUrl}: starting redis-server on port ${port} for this session`);
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    if (await pingRedis(redisUrl, 200)) {
      return {
        url: redisUrl,
        started: true,
        stop: async () => {
          child.kill('SIGTERM');
        },
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server was started on port ${port} but does not answer`);
}
