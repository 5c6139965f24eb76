import {
  createServiceApp,
  deleteMatching,
  KEYSPACE_MOVES_KEY,
  keyspaceOf,
  redisClientFor,
  untaggedKeyspaceOf,
} from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { READERS_KEYSPACE } from '../../src/store/proxy-redis';
import { TokenIssuer } from './token-issuer';

/** One Redis, or a Redis Cluster (`redis+cluster://host:port?nodes=...`). */
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DISCUSSION_SECRET = 'discussion-secret-0123456789';

/** A site id of its own per suite, so runs sharing one Redis never see each other's keys. */
export function uniqueSite(): string {
  return `np${randomBytes(5).toString('hex')}`;
}

/** A real app (not listening) for a site, taking tokens of `issuer`. */
export async function createApp(
  site: string,
  issuer: string,
  env: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  Object.assign(process.env, {
    SITE_ID: site,
    REDIS_URL,
    OIDC_ISSUER: issuer,
    OIDC_AUDIENCE: 'urn:bytewire:api',
    DISCUSSION_SECRET_KEY: DISCUSSION_SECRET,
    EMAIL_SHARE_CAPTCHA_KEY: 'captcha-key-0123456789',
    PUBLIC_URL: 'https://www.bytewire.example',
    // The tests speak for many visitors through X-Forwarded-For, as the gateway does.
    TRUST_PROXY: '127.0.0.1',
    IDENTITY_ACCOUNTS_KEY: 'accounts-key-0123456789',
    // Nothing listens there: the suites that change an address or a password run the cluster.
    IDENTITY_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  return createServiceApp(AppModule, { serviceName: 'newsletter-proxy' });
}

/**
 * Removes every key a test site left in Redis (on every master of a cluster), in the proxy's
 * layout and the one before it, and the record of its keyspace move.
 */
export async function cleanRedis(site: string): Promise<void> {
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    const before = untaggedKeyspaceOf(READERS_KEYSPACE, site);
    for (const prefix of [keyspaceOf(READERS_KEYSPACE, site), before]) {
      await deleteMatching(redis, `${prefix}*`);
    }
    await redis.hdel(KEYSPACE_MOVES_KEY, before);
  } finally {
    redis.disconnect();
  }
}

export interface ProxySuite {
  /** The suite's own site id, known at once. */
  readonly site: string;
  /** Set before the suite's tests run. */
  readonly app: NestFastifyApplication;
  readonly issuer: TokenIssuer;
}

/**
 * The real app for one suite, taking tokens of a loopback issuer: started before its tests,
 * closed (with the issuer and the site's keys in Redis) after them. `env` is read when the app
 * starts, after the suite's earlier `beforeAll` hooks (a fake upstream's URL, say).
 */
export function proxyForSuite(env: () => Record<string, string> = () => ({})): ProxySuite {
  const suite = { site: uniqueSite() } as {
    site: string;
    app: NestFastifyApplication;
    issuer: TokenIssuer;
  };
  beforeAll(async () => {
    suite.issuer = await TokenIssuer.start();
    suite.app = await createApp(suite.site, suite.issuer.issuer, env());
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.issuer?.stop();
    await cleanRedis(suite.site);
  });
  return suite;
}
