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
import type { FeatureDefinition } from '@bytewire/experiments/engine';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import {
  AUDIT_KEPT,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
} from '../audit/audit-entry';
import { ExperimentsConfig } from '../config/experiments-env';
import { StoreUnavailableError, whenRedisUp } from './when-redis-up';
import { featureDefinitionProblems } from '../feature-definitions/feature-definition.schema';

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
  /** Features set through the admin API (GrowthBook's shape); none in an emptied Redis. */
  features: Record<string, FeatureDefinition>;
  /** When the last change was made (ISO 8601); undefined while Redis holds no change. */
  dateUpdated: string | undefined;
}

export { StoreUnavailableError };

/** The `tests` hash value marking a default test as deleted. */
export const DELETED_TEST = 'deleted';

/**
 * The part every write script starts with: `record(before, after)` bumps the version, sets
 * dateUpdated and pushes the audit entry (trimmed to the newest ARGV[3]), all in the script's
 * transaction; it answers the new version. `before`/`after` are JSON texts or nil; a `before`
 * that is no JSON (a value edited by hand) is left out rather than breaking the entry.
 * KEYS: the hash written, version, dateUpdated, audit. ARGV: the time (ISO 8601), the entry's
 * other fields as JSON members (`"at":…,"actor":…,"action":…,"kind":…,"target":…`), the cap;
 * each script's own arguments follow from ARGV[4].
 */
const RECORD_CHANGE = `
local function record(before, after)
  local version = redis.call('INCR', KEYS[2])
  redis.call('SET', KEYS[3], ARGV[1])
  local entry = '{"version":' .. version .. ',' .. ARGV[2]
  if before and pcall(cjson.decode, before) then entry = entry .. ',"before":' .. before end
  if after then entry = entry .. ',"after":' .. after end
  redis.call('LPUSH', KEYS[4], entry .. '}')
  redis.call('LTRIM', KEYS[4], 0, tonumber(ARGV[3]) - 1)
  return version
end
`;

/**
 * Creates or replaces a test; answers {existed, version}. It existed when Redis held it (not
 * as deleted) or, with nothing in Redis, when it is a default test (then `before` is the
 * configured definition). ARGV from 4: id, definition JSON, '1' for a default test,
 * DELETED_TEST, the configured definition's JSON (or '').
 */
const PUT_TEST_SCRIPT = `${RECORD_CHANGE}
local before = redis.call('HGET', KEYS[1], ARGV[4])
redis.call('HSET', KEYS[1], ARGV[4], ARGV[5])
local existed = 0
if before then
  if before ~= ARGV[7] then existed = 1 else before = nil end
elseif ARGV[6] == '1' then
  existed = 1
  before = ARGV[8]
end
return {existed, record(before, ARGV[5])}
`;

/**
 * Deletes one test, or answers -1 when there is no such test. A default test is marked
 * deleted rather than removed (else the floor brings it back). ARGV from 4: id, '1' for a
 * default test, DELETED_TEST, the configured definition's JSON (or '').
 */
const DELETE_TEST_SCRIPT = `${RECORD_CHANGE}
local before = redis.call('HGET', KEYS[1], ARGV[4])
if before == ARGV[6] then return -1 end
if ARGV[5] == '1' then
  redis.call('HSET', KEYS[1], ARGV[4], ARGV[6])
  if not before then before = ARGV[7] end
elseif before then
  redis.call('HDEL', KEYS[1], ARGV[4])
else
  return -1
end
return record(before, nil)
`;

/**
 * Sets a flag's default; `before` is the stored default, else the configured one. ARGV from
 * 4: name, 'true'/'false', the configured default ('true', 'false' or '' for none).
 */
const PUT_FLAG_SCRIPT = `${RECORD_CHANGE}
local before = redis.call('HGET', KEYS[1], ARGV[4])
if not before and ARGV[6] ~= '' then before = ARGV[6] end
redis.call('HSET', KEYS[1], ARGV[4], ARGV[5])
return record(before, ARGV[5])
`;

/** Creates or replaces a feature; answers {existed, version}. ARGV from 4: key, definition JSON. */
const PUT_FEATURE_SCRIPT = `${RECORD_CHANGE}
local before = redis.call('HGET', KEYS[1], ARGV[4])
redis.call('HSET', KEYS[1], ARGV[4], ARGV[5])
local existed = 0
if before then existed = 1 end
return {existed, record(before, ARGV[5])}
`;

/** Deletes a feature, or answers -1 when there is none. ARGV from 4: key. */
const DELETE_FEATURE_SCRIPT = `${RECORD_CHANGE}
local before = redis.call('HGET', KEYS[1], ARGV[4])
if not before then return -1 end
redis.call('HDEL', KEYS[1], ARGV[4])
return record(before, nil)
`;

/**
 * The changes to the configured definitions, in Redis under
 * `bytewire:experiments:{experiments:SITE_ID}:` (keyspaceOf; sites sharing one Redis stay
 * apart): `tests` (hash, id to definition JSON, or DELETED_TEST for a default test deleted),
 * `flags` (hash, name to `true`/`false`), `features` (hash, key to GrowthBook FeatureDefinition
 * JSON), `version` (a counter every write increments in the same transaction, so that replicas
 * notice changes by polling one key), `dateUpdated` (the ISO time of the last write) and
 * `audit` (a list of the last AUDIT_KEPT changes, newest first, each pushed by the write's own
 * script). The part in braces is the hash tag: on a Redis Cluster the keys share a slot, as
 * the MULTI and scripts below that touch them together need. Nothing is seeded: an empty Redis
 * is the configured defaults, without stored features.
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

  private key(name: 'tests' | 'flags' | 'features' | 'version' | 'dateUpdated' | 'audit'): string {
    return this.keyPrefix + name;
  }

  /** Before a write: the keys of the former layout must be where the write goes. */
  private async afterKeyspaceMove(): Promise<void> {
    await this.keyspaceMoveTried;
    if (!this.keyspaceMove.done) {
      throw new StoreUnavailableError('the keys of the former layout are not moved yet');
    }
  }

  /** Runs `run`, failing at once when Redis is known down (when-redis-up.ts). */
  private whenUp<T>(run: () => Promise<T>): Promise<T> {
    return whenRedisUp(this.redis, run);
  }

  /** The version alone: has anything changed since the last read? */
  readVersion(): Promise<number> {
    return this.whenUp(async () => Number((await this.redis.get(this.key('version'))) ?? 0));
  }

  /** Every change, in one transaction; values breaking a rule are left out (and logged). */
  readAll(): Promise<StoredExperiments> {
    return this.whenUp(async () => {
      const [version, rawTests, rawFlags, rawFeatures, dateUpdated] = multiValues(
        await this.redis
          .multi()
          .get(this.key('version'))
          .hgetall(this.key('tests'))
          .hgetall(this.key('flags'))
          .hgetall(this.key('features'))
          .get(this.key('dateUpdated'))
          .exec(),
      ) as [
        string | null,
        Record<string, string>,
        Record<string, string>,
        Record<string, string>,
        string | null,
      ];
      const deletedTests = Object.keys(rawTests).filter((id) => rawTests[id] === DELETED_TEST);
      return {
        version: Number(version ?? 0),
        tests: this.usableTests(rawTests),
        deletedTests: deletedTests.sort(),
        flags: this.usableFlags(rawFlags),
        features: this.usableFeatures(rawFeatures),
        dateUpdated: dateUpdated ?? undefined,
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

  private usableFeatures(raw: Record<string, string>): Record<string, FeatureDefinition> {
    const features: Record<string, FeatureDefinition> = {};
    for (const key of Object.keys(raw).sort()) {
      let value: unknown;
      try {
        value = JSON.parse(raw[key]!);
      } catch {
        value = undefined;
      }
      const problems = featureDefinitionProblems(value);
      if (problems.length === 0) features[key] = value as FeatureDefinition;
      else this.logger.warn({ key, problems }, 'stored feature definition ignored');
    }
    return features;
  }

  /**
   * Runs one write script over the hash of `kind` (see RECORD_CHANGE): the change, the version
   * bump, dateUpdated and the audit entry in one transaction.
   */
  private async runWrite(
    script: string,
    change: { kind: AuditKind; action: AuditAction; target: string; actor: string },
    args: string[],
  ): Promise<unknown> {
    await this.afterKeyspaceMove();
    const at = new Date().toISOString();
    const { kind, action, target, actor } = change;
    const members = JSON.stringify({ at, actor, action, kind, target }).slice(1, -1);
    const hash = kind === 'test' ? 'tests' : kind === 'flag' ? 'flags' : 'features';
    return this.redis.eval(
      script,
      4,
      this.key(hash),
      this.key('version'),
      this.key('dateUpdated'),
      this.key('audit'),
      at,
      members,
      String(AUDIT_KEPT),
      ...args,
    );
  }

  /**
   * Creates or replaces a test; answers the new version and whether it is new. `isDefault`:
   * the id is one of the configured tests (it exists unless deleted).
   */
  putTest(
    test: TestDefinition,
    isDefault: boolean,
    actor: string,
    configured?: TestDefinition,
  ): Promise<{ version: number; created: boolean }> {
    return this.whenUp(async () => {
      const [existed, version] = (await this.runWrite(
        PUT_TEST_SCRIPT,
        { kind: 'test', action: 'put', target: test.id, actor },
        [
          test.id,
          JSON.stringify(test),
          isDefault ? '1' : '0',
          DELETED_TEST,
          configured ? JSON.stringify(configured) : '',
        ],
      )) as [number, number];
      return { version: Number(version), created: Number(existed) === 0 };
    });
  }

  /**
   * Deletes a test; the new version, or undefined when there was no such test. `configured`:
   * the configured definition of a default test (the audit entry's `before`).
   */
  deleteTest(
    id: string,
    isDefault: boolean,
    actor: string,
    configured?: TestDefinition,
  ): Promise<number | undefined> {
    return this.whenUp(async () => {
      const result = Number(
        await this.runWrite(
          DELETE_TEST_SCRIPT,
          { kind: 'test', action: 'delete', target: id, actor },
          [id, isDefault ? '1' : '0', DELETED_TEST, configured ? JSON.stringify(configured) : ''],
        ),
      );
      return result < 0 ? undefined : result;
    });
  }

  /** Sets a flag's default; answers the new version. `configured`: its configured default. */
  putFlag(name: string, value: boolean, actor: string, configured?: boolean): Promise<number> {
    return this.whenUp(async () =>
      Number(
        await this.runWrite(PUT_FLAG_SCRIPT, { kind: 'flag', action: 'put', target: name, actor }, [
          name,
          String(value),
          configured === undefined ? '' : String(configured),
        ]),
      ),
    );
  }

  /** Creates or replaces a feature; answers the new version and whether it is new. */
  putFeature(
    key: string,
    definition: FeatureDefinition,
    actor: string,
  ): Promise<{ version: number; created: boolean }> {
    return this.whenUp(async () => {
      const [existed, version] = (await this.runWrite(
        PUT_FEATURE_SCRIPT,
        { kind: 'feature', action: 'put', target: key, actor },
        [key, JSON.stringify(definition)],
      )) as [number, number];
      return { version: Number(version), created: Number(existed) === 0 };
    });
  }

  /** Deletes a feature; the new version, or undefined when there was no such feature. */
  deleteFeature(key: string, actor: string): Promise<number | undefined> {
    return this.whenUp(async () => {
      const result = Number(
        await this.runWrite(
          DELETE_FEATURE_SCRIPT,
          { kind: 'feature', action: 'delete', target: key, actor },
          [key],
        ),
      );
      return result < 0 ? undefined : result;
    });
  }

  /** The audit trail kept (at most AUDIT_KEPT entries), newest first; unreadable entries left out. */
  readAudit(): Promise<AuditEntry[]> {
    return this.whenUp(async () => {
      const raw = await this.redis.lrange(this.key('audit'), 0, AUDIT_KEPT - 1);
      const entries: AuditEntry[] = [];
      for (const text of raw) {
        try {
          entries.push(JSON.parse(text) as AuditEntry);
        } catch {
          this.logger.warn('unreadable audit entry left out');
        }
      }
      return entries;
    });
  }

  onModuleDestroy(): Promise<void> {
    this.keyspaceMove.stop();
    return closeRedis(this.redis);
  }
}
