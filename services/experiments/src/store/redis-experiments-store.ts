import { definitionProblems, type TestDefinition } from '@bytewire/experiments';
import { closeRedis, createResilientRedis, multiValues, RedisMetrics } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ExperimentsConfig } from '../config/experiments-env';

/** Budget of one Redis command, queueing included. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** What Redis holds, read in one transaction. */
export interface StoredExperiments {
  version: number;
  tests: TestDefinition[];
  flags: Record<string, boolean>;
}

/** Redis is not reachable: a write was not made. */
export class StoreUnavailableError extends Error {}

/**
 * Seeds an empty site: the initial definitions when the version key is missing (the very
 * first start), and every initial flag Redis does not know yet (a flag added to FEATURE_FLAGS
 * later). Bumps the version when anything was added. KEYS: tests, flags, version.
 * ARGV: the tests as id/JSON pairs count, the pairs, then flag name/value pairs.
 */
const SEED_SCRIPT = `
local changed = 0
local n = tonumber(ARGV[1])
if redis.call('EXISTS', KEYS[3]) == 0 then
  for i = 0, n - 1 do
    redis.call('HSET', KEYS[1], ARGV[2 + 2 * i], ARGV[3 + 2 * i])
  end
  changed = 1
end
for i = 2 + 2 * n, #ARGV, 2 do
  changed = changed + redis.call('HSETNX', KEYS[2], ARGV[i], ARGV[i + 1])
end
if changed > 0 then return redis.call('INCR', KEYS[3]) end
return tonumber(redis.call('GET', KEYS[3]))
`;

/** Deletes one test and bumps the version, or answers -1 when there is no such test. */
const DELETE_SCRIPT = `
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return -1 end
return redis.call('INCR', KEYS[2])
`;

/**
 * Definitions and flags in Redis, under `bytewire:experiments:{SITE_ID}:` (sites sharing one
 * Redis stay apart): `tests` (hash, id to definition JSON), `flags` (hash, name to
 * `true`/`false`) and `version` (a counter every write increments in the same transaction, so
 * that replicas notice changes by polling one key). Commands are bounded by
 * REDIS_COMMAND_TIMEOUT_MS; the client connects lazily and reconnects in the background.
 */
@Injectable()
export class RedisExperimentsStore implements OnModuleDestroy {
  private readonly logger = new Logger(RedisExperimentsStore.name);
  private readonly redis: Redis;
  readonly keyPrefix: string;

  constructor(config: ExperimentsConfig, redisMetrics: RedisMetrics) {
    this.keyPrefix = `bytewire:experiments:${config.siteId}:`;
    this.redis = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('definitions'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; decisions use the definitions held',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
  }

  private key(name: 'tests' | 'flags' | 'version'): string {
    return this.keyPrefix + name;
  }

  /** Runs `run`, failing at once when Redis is known down (failures are counted by the client). */
  private async whenUp<T>(run: () => Promise<T>): Promise<T> {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
    try {
      // Once a connection failed, fail at once instead of waiting for a reconnection.
      if (this.redis.status !== 'ready' && this.redis.status !== 'connecting') {
        throw new StoreUnavailableError(`Redis is ${this.redis.status}`);
      }
      return await run();
    } catch (error) {
      throw error instanceof StoreUnavailableError
        ? error
        : new StoreUnavailableError((error as Error).message);
    }
  }

  /** Adds the initial definitions (first start only) and unknown initial flags. */
  seed(tests: readonly TestDefinition[], flags: Readonly<Record<string, boolean>>): Promise<void> {
    return this.whenUp(async () => {
      const args = [String(tests.length)];
      for (const test of tests) args.push(test.id, JSON.stringify(test));
      for (const [name, value] of Object.entries(flags)) args.push(name, String(value));
      await this.redis.eval(
        SEED_SCRIPT,
        3,
        this.key('tests'),
        this.key('flags'),
        this.key('version'),
        ...args,
      );
    });
  }

  /** The version alone: has anything changed since the last read? */
  readVersion(): Promise<number> {
    return this.whenUp(async () => Number((await this.redis.get(this.key('version'))) ?? 0));
  }

  /** Everything, in one transaction; definitions breaking a rule are left out (and logged). */
  readAll(): Promise<StoredExperiments> {
    return this.whenUp(async () => {
      const [version, rawTests, rawFlags] = multiValues(
        await this.redis
          .multi()
          .get(this.key('version'))
          .hgetall(this.key('tests'))
          .hgetall(this.key('flags'))
          .exec(),
      ) as [string | null, Record<string, string>, Record<string, string>];
      return {
        version: Number(version ?? 0),
        tests: this.usableTests(rawTests),
        flags: Object.fromEntries(Object.entries(rawFlags).map(([k, v]) => [k, v === 'true'])),
      };
    });
  }

  private usableTests(raw: Record<string, string>): TestDefinition[] {
    const tests: TestDefinition[] = [];
    for (const [id, json] of Object.entries(raw)) {
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        value = undefined;
      }
      const problems = definitionProblems(value);
      if (problems.length === 0) tests.push(value as TestDefinition);
      else this.logger.warn({ id, problems }, 'stored test definition ignored');
    }
    return tests.sort((a, b) => a.id.localeCompare(b.id));
  }

  /** Creates or replaces a test; answers the new version and whether it existed before. */
  putTest(test: TestDefinition): Promise<{ version: number; created: boolean }> {
    return this.whenUp(async () => {
      const [added, version] = multiValues(
        await this.redis
          .multi()
          .hset(this.key('tests'), test.id, JSON.stringify(test))
          .incr(this.key('version'))
          .exec(),
      ) as [number, number];
      return { version, created: added === 1 };
    });
  }

  /** Deletes a test; the new version, or undefined when there was no such test. */
  deleteTest(id: string): Promise<number | undefined> {
    return this.whenUp(async () => {
      const result = Number(
        await this.redis.eval(DELETE_SCRIPT, 2, this.key('tests'), this.key('version'), id),
      );
      return result < 0 ? undefined : result;
    });
  }

  /** Sets a flag's default; answers the new version. */
  putFlag(name: string, value: boolean): Promise<number> {
    return this.whenUp(async () => {
      const [, version] = multiValues(
        await this.redis
          .multi()
          .hset(this.key('flags'), name, String(value))
          .incr(this.key('version'))
          .exec(),
      ) as [number, number];
      return version;
    });
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}
