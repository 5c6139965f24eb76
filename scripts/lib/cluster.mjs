// Starts the services of the cluster on loopback, each as its own Node process, waits until
// each answers /health/live (on its public port; the kit's internal listener is up before it),
// and stops them all together. Used by `npm start` and by the
// cross-service tests (which pass ports of their own).
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts } from './ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Start order: upstreams first (vanity loads its dictionary from content), then the gateway,
 * then the page warmer (it renders through render and asks experiments for decisions), then
 * the local identity provider (the site's readers sign in there) and the newsletter proxy (the
 * readers' APIs; it reads the provider's keys when the first token comes).
 */
export const SERVICES = [
  'content',
  'vanity',
  'experiments',
  'render',
  'gateway',
  'warmer',
  'identity',
  'newsletter-proxy',
];

/**
 * The default ports, by service (`newsletter-proxy`), from the one list the services' own
 * defaults come from: @bytewire/site's ports.json (keyed `newsletterProxy`), read from the
 * sources since this runs before any build.
 *
 * @type {Record<string, number>}
 */
export const DEFAULT_PORTS = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(path.join(ROOT, 'libs', 'site', 'src', 'ports.json'), 'utf8')),
  ).map(([key, port]) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), port]),
);

/** The kit's default distance of the internal port (INTERNAL_PORT) from the public one. */
export const INTERNAL_PORT_OFFSET = 6000;

/**
 * The internal listeners' ports (`/metrics`, `/openapi.*`, the detailed health): on the default
 * ports the kit's default (9000 to 9007), else free ports other than the public ones (PORT +
 * 6000 may be taken, or over 65535, for a port the OS picked).
 *
 * @template {string} T
 * @param {Record<T, number>} ports
 * @returns {Promise<Record<T, number>>}
 */
export async function internalPortsFor(ports) {
  const names = Object.keys(ports);
  if (names.every((name) => DEFAULT_PORTS[name] === ports[name])) {
    return Object.fromEntries(names.map((name) => [name, ports[name] + INTERNAL_PORT_OFFSET]));
  }
  const taken = new Set(Object.values(ports));
  const candidates = Object.values(
    await freePorts([...names, ...names].map((n, i) => `${n}#${i}`)),
  );
  const free = candidates.filter((port) => !taken.has(port));
  return Object.fromEntries(names.map((name, i) => [name, free[i]]));
}

/** A fresh RSA key (PEM, PKCS#8) for the identity provider's tokens, for one run. */
export function identitySigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

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
 * the page warmer's queue dashboard (`/queues`, user `operator`). `identity` holds the identity
 * provider's signing key, cookie keys, outbox key and accounts key (what the newsletter proxy
 * sends to change an address or a password), the discussion service's secret key and the
 * email-a-friend captcha's key.
 */
/** The discussion service of the comments, for render and the newsletter proxy alike. */
export const DISCUSSION_SHORTNAME = 'bytewire';

export function serviceEnv({
  ports,
  // Unset: the kit's default, PORT + 6000.
  internalPorts,
  redisUrl,
  // Optional: unset, PAGE_CACHE_REDIS_URL of the environment, else REDIS_URL's Redis.
  pageCacheRedisUrl = undefined,
  apiKey,
  imageKey,
  vanityKey,
  vanityAdminKey,
  experimentsKey,
  experimentsAdminKey,
  purgeKey,
  dashboardPassword,
  identity,
  logLevel,
  baseEnv = process.env,
}) {
  const url = (name) => `http://127.0.0.1:${ports[name]}`;
  // Render's canonical links and the gateway's short URLs share one public origin.
  const publicUrl = baseEnv.PUBLIC_URL ?? `http://localhost:${ports.gateway}`;
  // Browsers reach the identity provider on its own origin (a hosted provider's, in production).
  const identityPublicUrl = baseEnv.IDENTITY_PUBLIC_URL ?? `http://localhost:${ports.identity}`;
  const common = {
    ...baseEnv,
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
    // State (accounts, sessions, short URLs, flags, queues) on REDIS_URL; the page cache on
    // PAGE_CACHE_REDIS_URL when one is given (or set in the environment), else the same Redis.
    REDIS_URL: redisUrl,
    PAGE_CACHE_REDIS_URL: pageCacheRedisUrl ?? baseEnv.PAGE_CACHE_REDIS_URL ?? redisUrl,
    CONTENT_API_KEY: apiKey,
    IMAGE_SIGNING_KEY: imageKey,
    NODE_ENV: baseEnv.NODE_ENV ?? 'production',
  };
  const envs = {
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
      // Where the browser signs readers in.
      OIDC_ISSUER: `${identityPublicUrl}/oidc`,
      // The comments' discussion service: the proxy signs its sign-on for the same short name.
      DISCUSSION_SHORTNAME: DISCUSSION_SHORTNAME,
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
      NEWSLETTER_PROXY_URL: url('newsletter-proxy'),
    },
    warmer: {
      ...common,
      PORT: String(ports.warmer),
      RENDER_URL: url('render'),
      EXPERIMENTS_URL: url('experiments'),
      EXPERIMENTS_API_KEY: experimentsKey,
      WARM_DASHBOARD_PASSWORD: dashboardPassword,
    },
    identity: {
      ...common,
      PORT: String(ports.identity),
      IDENTITY_PUBLIC_URL: identityPublicUrl,
      IDENTITY_SITE_URL: publicUrl,
      IDENTITY_SIGNING_KEY: identity.signingKey,
      IDENTITY_COOKIE_KEYS: identity.cookieKeys,
      IDENTITY_OUTBOX_KEY: identity.outboxKey,
      IDENTITY_ACCOUNTS_KEY: identity.accountsKey,
    },
    'newsletter-proxy': {
      ...common,
      PORT: String(ports['newsletter-proxy']),
      OIDC_ISSUER: `${identityPublicUrl}/oidc`,
      // The keys on loopback; the issuer is the provider's public origin.
      OIDC_JWKS_URL: `${url('identity')}/oidc/jwks`,
      IDENTITY_URL: url('identity'),
      IDENTITY_ACCOUNTS_KEY: identity.accountsKey,
      DISCUSSION_SHORTNAME: DISCUSSION_SHORTNAME,
      DISCUSSION_SECRET_KEY: identity.discussionSecretKey,
      EMAIL_SHARE_CAPTCHA_KEY: identity.captchaKey,
      PUBLIC_URL: publicUrl,
      // The gateway calls it from loopback: its X-Forwarded-For names the visitor.
      TRUST_PROXY: 'loopback',
    },
  };
  if (internalPorts) {
    for (const [name, env] of Object.entries(envs)) {
      if (internalPorts[name] !== undefined) env.INTERNAL_PORT = String(internalPorts[name]);
    }
  }
  return envs;
}

/** Starts a service from its built main file, in a Node process of its own. */
function launchNode(service, env) {
  return spawn(process.execPath, [entryOf(service)], {
    cwd: path.join(ROOT, 'services', service),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Asks `url` every `intervalMs` (each try bounded to 1 s) until it answers 2xx; resolves to
 * whether it did within `timeoutMs`. `beforeEachTry` may throw to give up early.
 */
export async function pollUntilOk(url, { timeoutMs, intervalMs = 150, beforeEachTry = () => {} }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    beforeEachTry();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return false;
}

async function waitLive(name, port, child, timeoutMs) {
  const live = await pollUntilOk(`http://127.0.0.1:${port}/health/live`, {
    timeoutMs,
    beforeEachTry: () => {
      if (child.exitCode !== null)
        throw new Error(`${name} exited with code ${child.exitCode} during start-up`);
    },
  });
  if (!live) {
    throw new Error(`${name} did not answer /health/live on port ${port} within ${timeoutMs} ms`);
  }
}

/**
 * Starts every service (or those of `services`, in SERVICES' order). `output` receives each service's log lines (pino JSON) prefixed with
 * its name; pass `null` to drop them. `internalPorts`: the internal listeners' (see
 * `internalPortsFor`, the default). Resolves to { ports, urls, internalPorts, internalUrls
 * (where /metrics, /openapi.* and the detailed health answer), apiKey, imageKey, vanityKey,
 * vanityAdminKey, experimentsKey, experimentsAdminKey, purgeKey, dashboardPassword, identity,
 * stop, children, pidOf }.
 *
 * @param {{
 *   ports?: Record<'gateway' | 'render' | 'content' | 'vanity' | 'experiments' | 'warmer' | 'identity' | 'newsletter-proxy', number>;
 *   internalPorts?: Record<'gateway' | 'render' | 'content' | 'vanity' | 'experiments' | 'warmer' | 'identity' | 'newsletter-proxy', number>;
 *   redisUrl: string;
 *   pageCacheRedisUrl?: string;
 *   apiKey?: string;
 *   imageKey?: string;
 *   vanityKey?: string;
 *   vanityAdminKey?: string;
 *   experimentsKey?: string;
 *   experimentsAdminKey?: string;
 *   purgeKey?: string;
 *   dashboardPassword?: string;
 *   identity?: { signingKey: string; cookieKeys: string; outboxKey: string; accountsKey: string; discussionSecretKey: string; captchaKey: string };
 *   logLevel?: string;
 *   output?: ((name: string, line: string) => void) | null;
 *   startTimeoutMs?: number;
 *   services?: readonly string[];
 *   env?: Record<string, string>;
 *   baseEnv?: Record<string, string | undefined>;
 *   launch?: (service: string, env: Record<string, string>) => import('node:child_process').ChildProcess;
 * }} options
 */
export async function startCluster({
  ports = DEFAULT_PORTS,
  internalPorts = undefined,
  redisUrl,
  pageCacheRedisUrl,
  apiKey = process.env.CONTENT_API_KEY ?? randomBytes(24).toString('hex'),
  imageKey = process.env.IMAGE_SIGNING_KEY ?? randomBytes(24).toString('hex'),
  vanityKey = process.env.VANITY_API_KEY ?? randomBytes(24).toString('hex'),
  vanityAdminKey = process.env.VANITY_ADMIN_KEY ?? randomBytes(24).toString('hex'),
  experimentsKey = process.env.EXPERIMENTS_API_KEY ?? randomBytes(24).toString('hex'),
  experimentsAdminKey = process.env.EXPERIMENTS_ADMIN_KEY ?? randomBytes(24).toString('hex'),
  purgeKey = process.env.PAGE_CACHE_PURGE_KEY ?? randomBytes(24).toString('hex'),
  dashboardPassword = process.env.WARM_DASHBOARD_PASSWORD ?? randomBytes(24).toString('hex'),
  identity = {
    signingKey: process.env.IDENTITY_SIGNING_KEY ?? identitySigningKey(),
    cookieKeys: process.env.IDENTITY_COOKIE_KEYS ?? randomBytes(32).toString('hex'),
    outboxKey: process.env.IDENTITY_OUTBOX_KEY ?? randomBytes(24).toString('hex'),
    accountsKey: process.env.IDENTITY_ACCOUNTS_KEY ?? randomBytes(24).toString('hex'),
    discussionSecretKey: process.env.DISCUSSION_SECRET_KEY ?? randomBytes(24).toString('hex'),
    captchaKey: process.env.EMAIL_SHARE_CAPTCHA_KEY ?? randomBytes(24).toString('hex'),
  },
  logLevel = process.env.LOG_LEVEL ?? 'info',
  output = (name, line) => process.stdout.write(`${name.padEnd(16)}| ${line}\n`),
  startTimeoutMs = 30000,
  services = SERVICES,
  // Variables over every service's own (a suite's budget, say).
  env = {},
  // What every service's environment starts from (the containers get none of this process's).
  baseEnv = process.env,
  // How a service is started: its built main file in a Node process, or its image (containers.mjs).
  launch = launchNode,
}) {
  internalPorts ??= await internalPortsFor(ports);
  const envs = serviceEnv({
    ports,
    internalPorts,
    redisUrl,
    pageCacheRedisUrl,
    apiKey,
    imageKey,
    vanityKey,
    vanityAdminKey,
    experimentsKey,
    experimentsAdminKey,
    purgeKey,
    dashboardPassword,
    identity,
    logLevel,
    baseEnv,
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
      const child = launch(name, { ...envs[name], ...env });
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
  const internalUrls = Object.fromEntries(
    services.map((s) => [s, `http://127.0.0.1:${internalPorts[s]}`]),
  );
  return {
    ports,
    urls,
    internalPorts,
    internalUrls,
    apiKey,
    imageKey,
    vanityKey,
    vanityAdminKey,
    experimentsKey,
    experimentsAdminKey,
    purgeKey,
    dashboardPassword,
    identity,
    stop,
    children,
    /** The process id of a service this cluster started (as launched: its own Node process). */
    pidOf: (name) => children[services.indexOf(name)]?.pid,
  };
}
