// Starts the real cluster (every service) on free loopback ports for the whole Playwright run,
// with Redis from REDIS_URL (started when installed and not running), a stand-in for the
// discussion service's read API (fake-discussion-api.ts) and test sister editions
// (sister-editions.ts). The service logs go to
// test-output/cluster.log. The URLs reach the tests through the environment.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { assertChromium } from './chromium';
import { FAKE_DISCUSSION_API_KEY, startFakeDiscussionApi } from './fake-discussion-api';
import { TEST_SISTER_EDITIONS_VALUE } from './sister-editions';

const ROOT = path.resolve(__dirname, '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertChromium();
  const { startCluster, missingBuilds, SERVICES, DISCUSSION_SHORTNAME } =
    await import('../../scripts/lib/cluster.mjs');
  const { freePorts } = await import('../../scripts/lib/ports.mjs');
  const { ensureRedis, DEFAULT_REDIS_URL } = await import('../../scripts/lib/redis.mjs');
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`build first (npm run build): ${missing.join(', ')}`);

  const redis = await ensureRedis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL);
  const out = path.join(ROOT, 'test-output');
  mkdirSync(out, { recursive: true });
  const log = createWriteStream(path.join(out, 'cluster.log'));
  const ports = await freePorts(SERVICES);
  // The discussion service's read API (recent comments), read by every service's environment.
  const discussionApi = await startFakeDiscussionApi(DISCUSSION_SHORTNAME);
  process.env.DISCUSSION_API_URL = discussionApi.url;
  process.env.DISCUSSION_API_KEY = FAKE_DISCUSSION_API_KEY;
  // The content service's sister editions: test values (sister-editions.ts), so that the
  // Editions menu's external links are checked; unset, it lists none.
  process.env.SISTER_EDITIONS = TEST_SISTER_EDITIONS_VALUE;
  const cluster = await startCluster({
    ports,
    redisUrl: redis.url,
    logLevel: 'info',
    output: (name: string, line: string) => log.write(`${name} | ${line}\n`),
  });
  process.env.BASE_URL = cluster.urls.gateway;
  // For the suites that reset state of their own there (email-a-friend's send counters).
  process.env.CLUSTER_REDIS_URL = redis.url;
  process.env.CONTENT_URL = cluster.urls.content;
  process.env.RENDER_URL = cluster.urls.render;
  process.env.CONTENT_API_KEY = cluster.apiKey;
  process.env.VANITY_URL = cluster.urls.vanity;
  process.env.VANITY_API_KEY = cluster.vanityKey;
  process.env.EXPERIMENTS_URL = cluster.urls.experiments;
  process.env.EXPERIMENTS_API_KEY = cluster.experimentsKey;
  process.env.EXPERIMENTS_ADMIN_KEY = cluster.experimentsAdminKey;
  process.env.PAGE_CACHE_PURGE_KEY = cluster.purgeKey;
  process.env.WARMER_URL = cluster.urls.warmer;
  // The internal listeners (/metrics, /openapi.*, the detailed health), by service.
  process.env.CLUSTER_INTERNAL_URLS = JSON.stringify(cluster.internalUrls);
  process.env.WARM_DASHBOARD_PASSWORD = cluster.dashboardPassword;
  // The identity provider, on the origin browsers use, and the site it sends them back to.
  process.env.IDENTITY_URL = `http://localhost:${ports.identity}`;
  process.env.IDENTITY_OUTBOX_KEY = cluster.identity.outboxKey;
  process.env.DISCUSSION_SECRET_KEY = cluster.identity.discussionSecretKey;
  process.env.SITE_PUBLIC_URL = `http://localhost:${ports.gateway}`;
  // Every credential the services hold, for the test that none reaches a page or the bundle.
  process.env.CLUSTER_CREDENTIALS = JSON.stringify({
    CONTENT_API_KEY: cluster.apiKey,
    VANITY_API_KEY: cluster.vanityKey,
    VANITY_ADMIN_KEY: cluster.vanityAdminKey,
    EXPERIMENTS_API_KEY: cluster.experimentsKey,
    EXPERIMENTS_ADMIN_KEY: cluster.experimentsAdminKey,
    PAGE_CACHE_PURGE_KEY: cluster.purgeKey,
    WARM_DASHBOARD_PASSWORD: cluster.dashboardPassword,
    IDENTITY_SIGNING_KEY: cluster.identity.signingKey,
    IDENTITY_COOKIE_KEYS: cluster.identity.cookieKeys,
    IDENTITY_OUTBOX_KEY: cluster.identity.outboxKey,
    IDENTITY_ACCOUNTS_KEY: cluster.identity.accountsKey,
    DISCUSSION_SECRET_KEY: cluster.identity.discussionSecretKey,
    EMAIL_SHARE_CAPTCHA_KEY: cluster.identity.captchaKey,
    IMAGE_SIGNING_KEY: cluster.imageKey,
  });
  return async () => {
    await cluster.stop();
    await discussionApi.stop();
    await redis.stop();
    log.end();
  };
}
