/** Where Redis answers unless REDIS_URL says otherwise (the same default as `npm start`). */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * class-validator's IsUrl options of a Redis URL: redis:// or rediss:// (TLS), bare host names,
 * and their Redis Cluster forms (see parseRedisUrl). IsUrl checks a cluster URL's first node
 * only; `validateEnv` checks the rest of any cluster URL (redisUrlProblem).
 */
export const REDIS_URL_RULE = {
  require_tld: false,
  require_protocol: true,
  protocols: ['redis', 'rediss', 'redis+cluster', 'rediss+cluster'],
};

/** One node of a Redis Cluster, as ioredis's Cluster takes its start-up nodes. */
export interface RedisNode {
  host: string;
  port: number;
}

/**
 * What a Redis URL names: one Redis (ioredis takes the URL as it is), or a Redis Cluster:
 * `redis+cluster://[user:password@]host:port[?nodes=host:port,host:port]` (`rediss+cluster://`
 * for TLS). The first node is enough (ioredis finds the others; a cloud's configuration
 * endpoint or a headless Service's name fits); `nodes` adds seeds for a start while that one is
 * down. A URL rather than a variable of its own: REDIS_URL and PAGE_CACHE_REDIS_URL take it, and
 * it stays a valid URL (IsUrl, `new URL`) for every service's existing rule.
 */
export type RedisTarget =
  | { cluster: false; url: string }
  | {
      cluster: true;
      nodes: RedisNode[];
      username?: string;
      password?: string;
      tls: boolean;
    };

const CLUSTER_PROTOCOLS: ReadonlySet<string> = new Set(['redis+cluster:', 'rediss+cluster:']);

/** Whether a URL names a Redis Cluster (`redis+cluster://`, `rediss+cluster://`). */
export function isClusterUrl(url: string): boolean {
  return /^rediss?\+cluster:/i.test(url);
}

function nodeOf(text: string): RedisNode {
  const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5})$/.exec(text);
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65535) {
    throw new Error(`a cluster node must be host:port, not "${text}"`);
  }
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}

/** Parses a Redis URL (see RedisTarget); throws a message saying what is wrong. */
export function parseRedisUrl(url: string): RedisTarget {
  if (!isClusterUrl(url)) return { cluster: false, url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('a Redis Cluster URL must look like redis+cluster://host:port');
  }
  if (!CLUSTER_PROTOCOLS.has(parsed.protocol)) {
    throw new Error('a Redis Cluster URL starts with redis+cluster:// or rediss+cluster://');
  }
  if (!parsed.port) throw new Error('a Redis Cluster URL names its node with a port');
  // A cluster has database 0 only.
  if (parsed.pathname !== '' && parsed.pathname !== '/') {
    throw new Error('a Redis Cluster URL has no database number (a cluster has database 0 only)');
  }
  const extra = [...parsed.searchParams.keys()].filter((key) => key !== 'nodes');
  if (extra.length > 0) throw new Error(`a Redis Cluster URL takes no "${extra[0]}" parameter`);
  const seeds = (parsed.searchParams.get('nodes') ?? '').split(',').filter(Boolean);
  return {
    cluster: true,
    nodes: [`${parsed.hostname}:${parsed.port}`, ...seeds].map(nodeOf),
    username: decodeURIComponent(parsed.username) || undefined,
    password: decodeURIComponent(parsed.password) || undefined,
    tls: parsed.protocol === 'rediss+cluster:',
  };
}

/** What is wrong with a Redis URL's cluster form, or undefined when nothing is. */
export function redisUrlProblem(url: string): string | undefined {
  try {
    parseRedisUrl(url);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
