import { definitionProblems, type TestDefinition } from '@bytewire/experiments';
import {
  closeRedis,
  createResilientRedis,
  KeyspaceMove,
  keyspaceOf,
  multiValues,
  RedisMetrics,
  untaggedKeyspaceOf,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { ExperimentsConfig } from '../config/experiments-env';

/** Budget of one Redis command, queueing included. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * The changes Redis holds, read in one transaction: the configured defaults are the floor
 * (DefinitionsFloor), so an emptied Redis means "no changes", never "no flags".
 */
export interface StoredExperiments {
  version: number;
  /** Tests added or replaced. */
  tests: TestDefinition[];
  /** Ids of default tests deleted (kept as a marker, since the floor would bring them back). */
  deletedTests: string[];
  /** Flag defaults set; a value other than true/false is left out (the floor's stands). */
  flags: Record<string, boolean>;
}

/** Redis is not reachable: a write was not made. */
export class StoreUnavailableError extends Error {}

/** The `tests` hash value marking a default test as deleted. */
export const DELETED_TEST = 'deleted';

/**
 * Creates or replaces a test and bumps the version; answers {existed, version}. It existed
 * when Redis held it (not as deleted) or, with nothing in Redis, when it is a default test.
 * KEYS: tests, version. ARGV: id, definition JSON, '1' for a default test, DELETED_TEST.
 */
const PUT_TEST_SCRIPT = `
local before = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local existed = 0
if before then
  if before ~= ARGV[4] then existed = 1 end
elseif ARGV[3] == '1' then
  existed = 1
end
return {existed, redis.call('INCR', KEYS[2])}
`;

/**
 * Deletes one test and bumps the version, or answers -1 when there is no such test. A default
 * test is marked deleted rather than removed (else the floor brings it back).
 * KEYS: tests, version. ARGV: id, '1' for a default test, DELETED_TEST.
 */
const DELETE_SCRIPT = `
local before = redis.call('HGET', KEYS[1], ARGV[1])
if before == ARGV[3] then return -1 end
if ARGV[2] == '1' then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
elseif before then
  redis.call('HDEL', KEYS[1], ARGV[1])
else
  return -1
end
return redis.call('INCR', KEYS[2])
`;

/**
 * The changes to the configured definitions, in Redis under
 * `bytewire:experiments:{experiments:SITE_ID}:` (keyspaceOf; sites sharing one Redis stay
 * apart): `tests` (hash, id to definition JSON, or DELETED_TEST for a default test deleted),
 * `flags` (hash, name to `true`/`false`) and `version` (a counter every write increments in the
 * same transaction, so that replicas notice changes by polling one key). The part in braces is
 * the hash tag: on a Redis Cluster the three keys share a slot, as the MULTIs and scripts below
 * that touch them together need. Nothing is seeded: an empty Redis is the configured defaults.
 * Commands are bounded by REDIS_COMMAND_TIMEOUT_MS; the client connects lazily and reconnects
 * in the background.
 *
 * Keys written before the hash tag (`bytewire:experiments:SITE_ID:`) are moved under the new
 * prefix once, at start-up, in the background (KeyspaceMove; again every few seconds while
 * Redis is down): the changes they hold are served from the next version poll on. A write
 * waits for the move's first attempt and fails (StoreUnavailableError) while the move is not
 * done: a change made before would be kept instead of the moved keys it replaces.
 */
@Injectable()
export class RedisExperimentsStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RedisExperimentsStore.name);
  private readonly redis: Redis | Cluster;
  private readonly keyspaceMove: KeyspaceMove;
  /** Settles when the move's first attempt is over (whatever its outcome). */
  private keyspaceMoveTried: Promise<void> = Promise.resolve();
  readonly keyPrefix: string;

  constructor(config: ExperimentsConfig, redisMetrics: RedisMetrics) {
    this.keyPrefix = keyspaceOf('experiments', config.siteId);
    this.redis = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('definitions'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; decisions use the definitions held',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
    this.keyspaceMove = new KeyspaceMove(
      this.redis,
      untaggedKeyspaceOf('experiments', config.siteId),
      this.keyPrefix,
      this.logger,
    );
  }

  /** Starts moving the keys of the former layout; the start does not wait for it. */
  onModuleInit(): void {
    this.keyspaceMoveTried = this.keyspaceMove.start();
  }

  /** Whether the keys of the former layout are under keyPrefix now (moved, or there were none). */
  get keyspaceMoved(): boolean {
    return this.keyspaceMove.done;
  }

  private key(name: 'tests' | 'flags' | 'version'): string {
    return this.keyPrefix + name;
  }

  /** Before a write: the keys of the former layout must be where the write goes. */
  private async afterKeyspaceMove(): Promise<void> {
    await this.keyspaceMoveTried;
    if (!this.keyspaceMove.done) {
      throw new StoreUnavailableError('the keys of the former layout are not moved yet');
    }
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

  /** The version alone: has anything changed since the last read? */
  readVersion(): Promise<number> {
    return this.whenUp(async () => Number((await this.redis.get(this.key('version'))) ?? 0));
  }

  /** Every change, in one transaction; values breaking a rule are left out (and logged). */
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
      const deletedTests = Object.keys(rawTests).filter((id) => rawTests[id] === DELETED_TEST);
      return {
        version: Number(version ?? 0),
        tests: this.usableTests(rawTests),
        deletedTests: deletedTests.sort(),
        flags: this.usableFlags(rawFlags),
      };
    });
  }

  private usableTests(raw: Record<string, string>): TestDefinition[] {
    const tests: TestDefinition[] = [];
    for (const [id, json] of Object.entries(raw)) {
      if (json === DELETED_TEST) continue;
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

  private usableFlags(raw: Record<string, string>): Record<string, boolean> {
    const flags: Record<string, boolean> = {};
    for (const [name, value] of Object.entries(raw)) {
      // An unreadable value must not turn a flag off (the consent flag above all): ignored.
      if (value === 'true' || value === 'false') flags[name] = value === 'true';
      else this.logger.warn({ flag: name }, 'stored flag value is not true/false: ignored');
    }
    return flags;
  }

  /**
   * Creates or replaces a test; answers the new version and whether it is new. `isDefault`:
   * the id is one of the configured tests (it exists unless deleted).
   */
  putTest(
    test: TestDefinition,
    isDefault: boolean,
  ): Promise<{ version: number; created: boolean }> {
    return this.whenUp(async () => {
      await this.afterKeyspaceMove();
      const [existed, version] = (await this.redis.eval(
        PUT_TEST_SCRIPT,
        2,
        this.key('tests'),
        this.key('version'),
        test.id,
        JSON.stringify(test),
        isDefault ? '1' : '0',
        DELETED_TEST,
      )) as [number, number];
      return { version: Number(version), created: Number(existed) === 0 };
    });
  }

  /** Deletes a test; the new version, or undefined when there was no such test. */
  deleteTest(id: string, isDefault: boolean): Promise<number | undefined> {
    return this.whenUp(async () => {
      await this.afterKeyspaceMove();
      const result = Number(
        await this.redis.eval(
          DELETE_SCRIPT,
          2,
          this.key('tests'),
          this.key('version'),
          id,
          isDefault ? '1' : '0',
          DELETED_TEST,
        ),
      );
      return result < 0 ? undefined : result;
    });
  }

  /** Sets a flag's default; answers the new version. */
  putFlag(name: string, value: boolean): Promise<number> {
    return this.whenUp(async () => {
      await this.afterKeyspaceMove();
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
    this.keyspaceMove.stop();
    return closeRedis(this.redis);
  }
}
