#!/usr/bin/env node
// `npm start`: builds what is missing or stale, makes sure Redis answers, then runs the whole
// cluster on loopback on the bundled corpus, gateway first in the printed list. Ctrl-C stops
// every process it started.
//
// Ports: GATEWAY_PORT (3000), RENDER_PORT (3001), CONTENT_PORT (3002), VANITY_PORT (3003),
// EXPERIMENTS_PORT (3004), WARMER_PORT (3005), IDENTITY_PORT (3006), NEWSLETTER_PROXY_PORT
// (3007). Redis: REDIS_URL. Keys (random unless set): CONTENT_API_KEY, IMAGE_SIGNING_KEY,
// VANITY_API_KEY, VANITY_ADMIN_KEY, EXPERIMENTS_API_KEY, EXPERIMENTS_ADMIN_KEY,
// IDENTITY_SIGNING_KEY, IDENTITY_COOKIE_KEYS, IDENTITY_OUTBOX_KEY, IDENTITY_ACCOUNTS_KEY,
// DISCUSSION_SECRET_KEY, EMAIL_SHARE_CAPTCHA_KEY; the vanity, experiments and outbox ones are printed so that those
// services can be called by hand.
// `npm start -- --no-build` skips the build step.
import { DEFAULT_PORTS, SERVICES, missingBuilds, startCluster } from './lib/cluster.mjs';
import { runNx } from './lib/nx.mjs';
import { DEFAULT_REDIS_URL, ensureRedis } from './lib/redis.mjs';

const say = (msg) => process.stdout.write(`[start] ${msg}\n`);

function portsFromEnv() {
  const ports = {};
  for (const name of SERVICES) {
    const variable = `${name.toUpperCase().replace(/-/g, '_')}_PORT`;
    const raw = process.env[variable];
    const port = raw === undefined ? DEFAULT_PORTS[name] : Number(raw);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${variable} must be a port number (1-65535); got "${raw}"`);
    }
    ports[name] = port;
  }
  return ports;
}

async function main() {
  const ports = portsFromEnv();
  if (!process.argv.includes('--no-build')) {
    say('building (nx reuses its cache for what is up to date)...');
    if (runNx(['run-many', '-t', 'build', '--output-style=static']) !== 0) {
      throw new Error('the build failed; see the output above');
    }
  } else if (missingBuilds().length > 0) {
    throw new Error(`not built: ${missingBuilds().join(', ')}; run npm start without --no-build`);
  }

  const redis = await ensureRedis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL, say);
  say(`Redis answers at ${redis.url}${redis.started ? ' (started for this session)' : ''}`);

  let starting;
  let stopping = false;
  const shutdown = async (signal) => {
    stopping = true;
    say(`${signal}: stopping every service...`);
    // A signal during start-up waits for the services started so far, then stops them too.
    const started = await starting?.catch(() => undefined);
    await started?.stop();
    await redis.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const startedAt = Date.now();
  // A reader who types http://127.0.0.1:3000 is sent to the public origin (PUBLIC_URL,
  // http://localhost:3000), where sign-in's redirect URIs are registered.
  starting = startCluster({
    ports,
    redisUrl: redis.url,
    env: { CANONICAL_HOST_REDIRECT: 'true' },
  });
  const cluster = await starting;
  if (stopping) return;
  say(`cluster up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
  for (const name of ['gateway', ...SERVICES.filter((s) => s !== 'gateway')]) {
    say(
      `  ${name.padEnd(16)} http://localhost:${ports[name]}  (internal ${cluster.internalUrls[name]})`,
    );
  }
  say(
    `vanity keys: x-api-key ${cluster.vanityKey} (lookups), ${cluster.vanityAdminKey} (POST .../refresh)`,
  );
  say(
    `experiments keys: x-api-key ${cluster.experimentsKey} (POST /experiments/decide), ${cluster.experimentsAdminKey} (tests and flags)`,
  );
  say(
    `page cache purge key: x-api-key ${cluster.purgeKey} (POST /api/page-cache/purge on the gateway)`,
  );
  say(
    `warm queue dashboard: http://localhost:${ports.warmer}/queues (user operator, password ${cluster.dashboardPassword})`,
  );
  say(
    `identity provider: http://localhost:${ports.identity}/oidc (mails: GET /outbox, x-api-key ${cluster.identity.outboxKey})`,
  );
  say(`open http://localhost:${ports.gateway}/ ; Ctrl-C stops everything`);

  for (const child of cluster.children) {
    child.once('exit', (code, signal) => {
      if (signal === 'SIGTERM' || code === 0) return;
      say(`a service exited (code ${code}, signal ${signal}); stopping the cluster`);
      void cluster
        .stop()
        .then(() => redis.stop())
        .then(() => process.exit(1));
    });
  }
}

main().catch((err) => {
  process.stderr.write(`[start] ${err.message}\n`);
  process.exit(1);
});
