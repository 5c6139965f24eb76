/**
 * The decision service's state in Redis (REDIS_URL, the service's one Redis), under the
 * service's keyspace `bytewire:experiments:{experiments:SITE_ID}:` (keyspaceOf: the same hash
 * tag as the definitions', so a script touching several keys works on a Redis Cluster):
 *
 * - `bandit:decision:<decisionId>`: a hash, the decision as made (tenantId, agentName,
 *   isMobile, sessionIdType, the options shown in order, the slots held out, when) and one
 *   `outcome:<slot>` field per outcome received; it expires `expiration` seconds after the
 *   decision (strategyConfig.expiration), and with it the right to send outcomes.
 * - `bandit:arms:<tenantId>:<agentName>`: a hash, per option `s:<option>` (successes: the sum
 *   of rewards) and `f:<option>` (failures: the sum of 1 − reward), the statistics Thompson
 *   sampling draws from. Options the bandit showed only.
 * - `bandit:holdout-arms:<tenantId>:<agentName>`: the same, for options shown in held-out
 *   slots (the control): kept apart, never read by the bandit.
 * - `bandit:totals:<tenantId>:<agentName>`: a hash comparing bandit and holdout:
 *   `bandit:decisions`, `holdout:decisions` (decisions with no slot held out, with one at
 *   least), `bandit:shown`, `holdout:shown` (slots shown), `bandit:outcomes`,
 *   `holdout:outcomes` and `bandit:reward`, `holdout:reward` (rewards summed).
 *
 * `<tenantId>` is URI-encoded (so `:` cannot make two tenants' keys meet); agent names hold no
 * `:`. The three per-agent hashes expire STATS_TTL_S after their last write (30 days) and hold
 * at most ARM_OPTIONS_KEPT options each: an outcome for a new option past that is kept on its
 * decision and counted in the totals, but trains nothing. Commands are bounded by
 * REDIS_COMMAND_TIMEOUT_MS; while Redis is known down a call fails at once
 * (StoreUnavailableError), as the definitions' store does.
 */
import {
  closeRedis,
  createResilientRedis,
  keyspaceOf,
  multiValues,
  RedisMetrics,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { ExperimentsConfig } from '../config/experiments-env';
import { REDIS_COMMAND_TIMEOUT_MS } from '../store/redis-experiments-store';
import { whenRedisUp } from '../store/when-redis-up';

/** How long an agent's statistics are kept after their last write: 30 days. */
export const STATS_TTL_S = 30 * 86_400;
/** Options an agent's statistics hold at most (each is two fields of its hash). */
export const ARM_OPTIONS_KEPT = 10_000;
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** Where a slot's option came from: the bandit's order, or the given order (holdout). */
export type SlotSource = 'bandit' | 'holdout';

/** An option's statistics: rewards summed (successes) and 1 − reward summed (failures). */
export interface ArmStats {
  successes: number;
  failures: number;
}

/** A decision as kept for its outcomes. */
export interface DecisionRecord {
  decisionId: string;
  tenantId: string;
  agentName: string;
  isMobile: boolean;
  sessionIdType: string;
  /** The options answered, in order. */
  shown: string[];
  /** The slots (indices of `shown`) held out. */
  holdoutSlots: number[];
  /** ISO 8601. */
  at: string;
}

/** What became of an outcome. */
export type OutcomeResult =
  /** Recorded (and trained its arm, for a slot the bandit filled). */
  | 'recorded'
  /** Recorded, but the agent's statistics are full: no arm trained. */
  | 'full'
  /** The same reward was recorded before for this option: nothing changed. */
  | 'duplicate'
  /** Another reward was recorded before for this option: nothing changed. */
  | 'conflict'
  /** The decision expired between its reading and the outcome's writing. */
  | 'expired';

/**
 * Records an outcome once. KEYS: the decision, the arms hash of the slot's source, the totals.
 * ARGV: the decision's outcome field, the reward, the option, the statistics' TTL, the source,
 * the most fields an arms hash may have, 1 − reward.
 */
const OUTCOME_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'expired' end
local before = redis.call('HGET', KEYS[1], ARGV[1])
if before then
  if before == ARGV[2] then return 'duplicate' end
  return 'conflict'
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local result = 'recorded'
local successes = 's:' .. ARGV[3]
if redis.call('HEXISTS', KEYS[2], successes) == 0
  and redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[6]) then
  result = 'full'
else
  redis.call('HINCRBYFLOAT', KEYS[2], successes, ARGV[2])
  redis.call('HINCRBYFLOAT', KEYS[2], 'f:' .. ARGV[3], ARGV[7])
  redis.call('EXPIRE', KEYS[2], ARGV[4])
end
redis.call('HINCRBY', KEYS[3], ARGV[5] .. ':outcomes', 1)
redis.call('HINCRBYFLOAT', KEYS[3], ARGV[5] .. ':reward', ARGV[2])
redis.call('EXPIRE', KEYS[3], ARGV[4])
return result
`;

@Injectable()
export class BanditStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(BanditStore.name);
  private readonly redis: Redis | Cluster;
  readonly keyPrefix: string;

  constructor(config: ExperimentsConfig, redisMetrics: RedisMetrics) {
    this.keyPrefix = keyspaceOf('experiments', config.siteId);
    this.redis = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('bandit'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; /v3/decision and /v2/outcome answer 503',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
  }

  /** Connects at start, so that a Redis down is known (and answered 503 at once) by the first call. */
  onModuleInit(): void {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
  }

  /** The key of a decision. */
  decisionKey(decisionId: string): string {
    return `${this.keyPrefix}bandit:decision:${decisionId}`;
  }

  /** The key of an agent's hash of `kind`. */
  agentKey(kind: 'arms' | 'holdout-arms' | 'totals', tenantId: string, agentName: string): string {
    return `${this.keyPrefix}bandit:${kind}:${encodeURIComponent(tenantId)}:${agentName}`;
  }

  /** Runs `run`, failing at once when Redis is known down (when-redis-up.ts). */
  private whenUp<T>(run: () => Promise<T>): Promise<T> {
    return whenRedisUp(this.redis, run);
  }

  /** The bandit's statistics of each option (zeros for an option without outcomes). */
  armStats(tenantId: string, agentName: string, options: readonly string[]): Promise<ArmStats[]> {
    return this.whenUp(async () => {
      const fields = options.flatMap((option) => [`s:${option}`, `f:${option}`]);
      const values = await this.redis.hmget(this.agentKey('arms', tenantId, agentName), ...fields);
      return options.map((_option, i) => ({
        successes: Number(values[2 * i] ?? 0) || 0,
        failures: Number(values[2 * i + 1] ?? 0) || 0,
      }));
    });
  }

  /** Keeps a decision for `expirationS` seconds and counts it in the agent's totals. */
  recordDecision(record: DecisionRecord, expirationS: number): Promise<void> {
    return this.whenUp(async () => {
      const key = this.decisionKey(record.decisionId);
      const totals = this.agentKey('totals', record.tenantId, record.agentName);
      const held = record.holdoutSlots.length;
      multiValues(
        await this.redis
          .multi()
          .hset(key, {
            tenantId: record.tenantId,
            agentName: record.agentName,
            isMobile: record.isMobile ? '1' : '0',
            sessionIdType: record.sessionIdType,
            shown: JSON.stringify(record.shown),
            holdoutSlots: JSON.stringify(record.holdoutSlots),
            at: record.at,
          })
          .expire(key, expirationS)
          .hincrby(totals, held > 0 ? 'holdout:decisions' : 'bandit:decisions', 1)
          .hincrby(totals, 'bandit:shown', record.shown.length - held)
          .hincrby(totals, 'holdout:shown', held)
          .expire(totals, STATS_TTL_S)
          .exec(),
      );
    });
  }

  /** A decision still open for outcomes, else undefined (expired, unknown, unreadable). */
  readDecision(decisionId: string): Promise<DecisionRecord | undefined> {
    return this.whenUp(async () => {
      const raw = await this.redis.hgetall(this.decisionKey(decisionId));
      if (!raw.shown || !raw.tenantId || !raw.agentName) return undefined;
      try {
        return {
          decisionId,
          tenantId: raw.tenantId,
          agentName: raw.agentName,
          isMobile: raw.isMobile === '1',
          sessionIdType: raw.sessionIdType ?? '',
          shown: JSON.parse(raw.shown) as string[],
          holdoutSlots: JSON.parse(raw.holdoutSlots ?? '[]') as number[],
          at: raw.at ?? '',
        };
      } catch {
        this.logger.warn({ decisionId }, 'unreadable decision record: taken as expired');
        return undefined;
      }
    });
  }

  /** Records the outcome of slot `slot` of a decision (see OUTCOME_SCRIPT). */
  recordOutcome(
    record: DecisionRecord,
    slot: number,
    reward: number,
    source: SlotSource,
  ): Promise<OutcomeResult> {
    return this.whenUp(async () => {
      const { tenantId, agentName } = record;
      const arms = this.agentKey(
        source === 'bandit' ? 'arms' : 'holdout-arms',
        tenantId,
        agentName,
      );
      const result = await this.redis.eval(
        OUTCOME_SCRIPT,
        3,
        this.decisionKey(record.decisionId),
        arms,
        this.agentKey('totals', tenantId, agentName),
        `outcome:${slot}`,
        String(reward),
        record.shown[slot]!,
        String(STATS_TTL_S),
        source,
        String(2 * ARM_OPTIONS_KEPT),
        String(1 - reward),
      );
      return result as OutcomeResult;
    });
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}
