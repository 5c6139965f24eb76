// Starts the services of the cluster on loopback, each as its own Node process, waits until
// each answers /health/live, and stops them all together. Used by `npm start` and by the
// cross-service tests (which pass ports of their own).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Start order: upstreams first (vanity loads its dictionary from content), then the gateway,
 * then the page warmer (it renders through render and asks experiments for decisions).
 */
export const SERVICES = ['content', 'vanity', 'experiments', 'render', 'gateway', 'warmer'];

export const DEFAULT_PORTS = {
  gateway: 3000,
  render: 3001,
  content: 3002,
  vanity: 3003,
  experiments: 3004,
  warmer: 3005,
};

export function entryOf(service) {
  return path.join(ROOT, 'services', service, 'dist', 'main.js');
}

export function missingBuilds() {
  const missing = SERVICES.filter((s) => !existsSync(entryOf(s)));
  if (!existsSync(path.join(ROOT, 'web', 'dist', 'server'))) missing.push('web');
  return missing;
}

/**
 * The environment of each service: ports and the URLs of the services it calls. `imageKey`
 * signs resize URLs (render) and checks them (content). `vanityKey` is what callers (the
 * gateway) send to the vanity service, `vanityAdminKey` what forces a refresh there.
 * `experimentsKey` is what callers send to `POST /experiments/decide` (the gateway does),
 * `experimentsAdminKey` what changes tests and flags. `purgeKey` is what the content platform
 * (or an operator) sends to the gateway's `POST /api/page-cache/purge`; `dashboardPassword` opens
 * the page warmer's queue dashboard (`/queues`, user `operator`).
 */
export function serviceEnv({
  ports,
  redisUrl,
  apiKey,
  imageKey,
  vanityKey,
  vanityAdminKey,
  experimentsKey,
  experimentsAdminKey,
  purgeKey,
  dashboardPassword,
  logLevel,
  baseEnv = process.env,
}) {
  const url = (name) => `http://127.0.0.1:${ports[name]}`;
  // Render's canonical links and the gateway's short URLs share one public origin.
  const publicUrl = baseEnv.PUBLIC_URL ?? `http://localhost:${ports.gateway}`;
  const common = {
    ...baseEnv,
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
    REDIS_URL: redisUrl,
    CONTENT_API_KEY: apiKey,
    IMAGE_SIGNING_KEY: imageKey,
    NODE_ENV: baseEnv.NODE_ENV ?? 'production',
  };
  return {
    content: { ...common, PORT: String(ports.content) },
    vanity: {
      ...common,
      PORT: String(ports.vanity),
      CONTENT_API_URL: url('content'),
      VANITY_API_KEY: vanityKey,
      VANITY_ADMIN_KEY: vanityAdminKey,
    },
    experiments: {
      ...common,
      PORT: String(ports.experiments),
      EXPERIMENTS_API_KEY: experimentsKey,
      EXPERIMENTS_ADMIN_KEY: experimentsAdminKey,
    },
    render: {
      ...common,
      PORT: String(ports.render),
      CONTENT_API_URL: url('content'),
      PUBLIC_URL: publicUrl,
    },
    gateway: {
      ...common,
      PORT: String(ports.gateway),
      CONTENT_API_URL: url('content'),
      RENDER_URL: url('render'),
      VANITY_URL: url('vanity'),
      VANITY_API_KEY: vanityKey,
      EXPERIMENTS_URL: url('experiments'),
      EXPERIMENTS_API_KEY: experimentsKey,
      PAGE_CACHE_PURGE_KEY: purgeKey,
      PUBLIC_URL: publicUrl,
    },
    warmer: {
      ...common,
      PORT: String(ports.warmer),
      RENDER_URL: url('render'),
      EXPERIMENTS_URL: url('experiments'),
      EXPERIMENTS_API_KEY: experimentsKey,
      WARM_DASHBOARD_PASSWORD: dashboardPassword,
    },
  };
}

async function waitLive(name, port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health/live`, {
        signal: AbortSignal.timeout(1000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer /health/live on port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts every service (or those of `services`, in SERVICES' order). `output` receives each service's log lines (pino JSON) prefixed with
 * its name; pass `null` to drop them. Resolves to { ports, urls, apiKey, imageKey, vanityKey,
 * vanityAdminKey, experimentsKey, experimentsAdminKey, purgeKey, dashboardPassword, stop,
 * children }.
 *
 * @param {{
 *   ports?: Record<'gateway' | 'render' | 'content' | 'vanity' | 'experiments' | 'warmer', number>;
 *   redisUrl: string;
 *   apiKey?: string;
 *   imageKey?: string;
 *   vanityKey?: string;
 *   vanityAdminKey?: string;
 *   experimentsKey?: string;
 *   experimentsAdminKey?: string;
 *   purgeKey?: string;
 *   dashboardPassword?: string;
 *   logLevel?: string;
 *   output?: ((name: string, line: string) => void) | null;
 *   startTimeoutMs?: number;
 *   services?: readonly string[];
 * }} options
 */
export async function startCluster({
  ports = DEFAULT_PORTS,
  redisUrl,
  apiKey = process.env.CONTENT_API_KEY ?? randomBytes(24).toString('hex'),
  imageKey = process.env.IMAGE_SIGNING_KEY ?? randomBytes(24).toString('hex'),
  vanityKey = process.env.VANITY_API_KEY ?? randomBytes(24).toString('hex'),
  vanityAdminKey = process.env.VANITY_ADMIN_KEY ?? randomBytes(24).toString('hex'),
  experimentsKey = process.env.EXPERIMENTS_API_KEY ?? randomBytes(24).toString('hex'),
  experimentsAdminKey = process.env.EXPERIMENTS_ADMIN_KEY ?? randomBytes(24).toString('hex'),
  purgeKey = process.env.PAGE_CACHE_PURGE_KEY ?? randomBytes(24).toString('hex'),
  dashboardPassword = process.env.WARM_DASHBOARD_PASSWORD ?? randomBytes(24).toString('hex'),
  logLevel = process.env.LOG_LEVEL ?? 'info',
  output = (name, line) => process.stdout.write(`${name.padEnd(11)}| ${line}\n`),
  startTimeoutMs = 30000,
  services = SERVICES,
}) {
  const envs = serviceEnv({
    ports,
    redisUrl,
    apiKey,
    imageKey,
    vanityKey,
    vanityAdminKey,
    experimentsKey,
    experimentsAdminKey,
    purgeKey,
    dashboardPassword,
    logLevel,
  });
  const children = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    for (const name of services) {
      const child = spawn(process.execPath, [entryOf(name)], {
        cwd: path.join(ROOT, 'services', name),
        env: envs[name],
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      for (const stream of [child.stdout, child.stderr]) {
        let buffered = '';
        stream.on('data', (chunk) => {
          buffered += chunk;
          const lines = buffered.split('\n');
          buffered = lines.pop();
          if (output) for (const line of lines) output(name, line);
        });
      }
      await waitLive(name, ports[name], child, startTimeoutMs);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const urls = Object.fromEntries(services.map((s) => [s, `http://127.0.0.1:${ports[s]}`]));
  return {
    ports,
    urls,
    apiKey,
    imageKey,
    vanityKey,
    vanityAdminKey,
    experimentsKey,
    experimentsAdminKey,
    purgeKey,
    dashboardPassword,
    stop,
    children,
  };
}
