// The launcher behind `npm start`, run as a real child process (it is an ES module of its own):
// a bad port stops it with a message naming the variable; with no Redis at REDIS_URL it starts
// a throw-away redis-server when one is installed, and says how to get one otherwise.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs an ES module snippet from the repo root and returns what it printed. */
function runModule(
  code: string,
  env: NodeJS.ProcessEnv = process.env,
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
    timeout: 20000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm start', () => {
  it.each(['GATEWAY_PORT', 'RENDER_PORT', 'CONTENT_PORT'])(
    'stops with a message naming %s when it is not a port',
    (variable) => {
      const result = spawnSync(process.execPath, ['scripts/start.mjs', '--no-build'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, [variable]: 'not-a-port' },
        timeout: 20000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${variable} must be a port number`);
    },
  );
});

describe('ensureRedis', () => {
  const itWithRedisServer = hasRedisServer ? it : it.skip;
  if (!hasRedisServer)
    console.warn('redis-server is not installed: the start-a-Redis test is skipped');

  itWithRedisServer(
    'starts redis-server for the session when none answers, and stops it',
    async () => {
      const url = `redis://127.0.0.1:${await freePort()}`;
      const { status, stdout } = runModule(`
      import { ensureRedis, pingRedis } from './scripts/lib/redis.mjs';
      const before = await pingRedis('${url}', 300);
      const redis = await ensureRedis('${url}');
      const during = await pingRedis('${url}');
      await redis.stop();
      await new Promise((r) => setTimeout(r, 500));
      const after = await pingRedis('${url}', 300);
      console.log(JSON.stringify({ before, started: redis.started, during, after }));
    `);
      expect(status).toBe(0);
      expect(JSON.parse(stdout)).toEqual({
        before: false,
        started: true,
        during: true,
        after: false,
      });
    },
  );

  it('uses a Redis that already answers without starting one', async () => {
    const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const { status, stdout } = runModule(`
      import { ensureRedis } from './scripts/lib/redis.mjs';
      const redis = await ensureRedis('${url}');
      console.log(JSON.stringify({ started: redis.started }));
    `);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ started: false });
  });

  it('says how to get a Redis when none answers and redis-server is not installed', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    // A PATH holding node alone: redis-server cannot be found.
    const bin = mkdtempSync(path.join(os.tmpdir(), 'node-only-'));
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const env = { ...process.env, PATH: bin };
    const { status, stderr } = runModule(
      `import { ensureRedis } from './scripts/lib/redis.mjs';\nawait ensureRedis('${url}');`,
      env,
    );
    rmSync(bin, { recursive: true, force: true });
    expect(status).not.toBe(0);
    expect(stderr).toContain(`No Redis answers at ${url}`);
    expect(stderr).toContain('apt-get install redis-server');
  });
});
