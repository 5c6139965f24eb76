/**
 * The experiments service's environment: the kit's variables (HOST, PORT, LOG_LEVEL, SITE_ID,
 * ...) plus Redis, the callers' and the admin's keys and the configured feature flags. Validated
 * at start-up: a bad value stops the process with a message naming the variable.
 */
import {
  BaseEnv,
  DEFAULT_REDIS_URL,
  DiffersFrom,
  EnvConfig,
  FollowsRule,
  IsRedisUrl,
} from '@bytewire/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { DEFAULT_FEATURE_FLAGS, parseFeatureFlags } from './feature-flags';

function featureFlagsProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'FEATURE_FLAGS must be a string';
  try {
    parseFeatureFlags(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Empty, or comma-separated GrowthBook-style client keys. */
const SDK_CLIENT_KEYS_PATTERN = /^(sdk-[A-Za-z0-9_-]{12,128}(,sdk-[A-Za-z0-9_-]{12,128})*)?$/;

const DECISION_RANDOM_SEED_RULE =
  'DECISION_RANDOM_SEED must be a whole number from 0 to 4294967295';

export class ExperimentsEnv extends BaseEnv {
  /** Where definitions and flags are kept. Decisions survive its absence. */
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /** What callers (the gateway, other products) send as x-api-key to ask for decisions. */
  @MinLength(16, { message: 'EXPERIMENTS_API_KEY must be at least 16 characters' })
  @IsString({ message: 'EXPERIMENTS_API_KEY is required' })
  EXPERIMENTS_API_KEY!: string;

  /** What an operator sends as x-api-key to change tests and flags. */
  @DiffersFrom('EXPERIMENTS_API_KEY', 'callers must not be able to change tests')
  @MinLength(16, { message: 'EXPERIMENTS_ADMIN_KEY must be at least 16 characters' })
  @IsString({ message: 'EXPERIMENTS_ADMIN_KEY is required' })
  EXPERIMENTS_ADMIN_KEY!: string;

  /** The flags' configured defaults: the floor, which changes kept in Redis override. */
  @FollowsRule(featureFlagsProblem)
  FEATURE_FLAGS: string = DEFAULT_FEATURE_FLAGS;

  /**
   * The GrowthBook SDK client keys of the products that load features from
   * GET /api/features/{clientKey}, comma-separated (`sdk-` then 12 or more of A-Z a-z 0-9 _ -).
   * Client keys are public (they ship in apps and pages): they only read the payload, and
   * never authorise a decision or a change. Empty: the SDK endpoint knows no key.
   */
  @Matches(SDK_CLIENT_KEYS_PATTERN, {
    message: 'SDK_CLIENT_KEYS must be comma-separated keys of the form sdk-XXXXXXXXXXXX',
  })
  SDK_CLIENT_KEYS: string = '';

  /**
   * OFREP evaluations (single and bulk) one key (the callers' or the admin's) may ask for a
   * minute, counted per replica; past it a 429 with Retry-After. A flood guard, not a quota: a
   * server-side OpenFeature provider asks once per evaluation, so the default (10,000 a second)
   * leaves a busy product room. 0: no limit (a limiter in front of the service).
   */
  @Max(10_000_000)
  @Min(0)
  @IsInt({ message: 'OFREP_RATE_LIMIT_PER_MINUTE must be a whole number' })
  @Type(() => Number)
  OFREP_RATE_LIMIT_PER_MINUTE: number = 600_000;

  /**
   * The seed of the decision service's bandit (POST /v3/decision), a whole number from 0 to
   * 4294967295: its draws then come from a seeded generator, so that the same requests, one
   * after another, get the same orders (tests). Unset or empty (production): the draws come
   * from the operating system's generator (crypto); a seed set in production is warned of.
   */
  @IsOptional()
  @Max(0xffffffff, { message: DECISION_RANDOM_SEED_RULE })
  @Min(0, { message: DECISION_RANDOM_SEED_RULE })
  @IsInt({ message: DECISION_RANDOM_SEED_RULE })
  @Transform(({ obj }: { obj: Record<string, unknown> }) => {
    const raw = obj.DECISION_RANDOM_SEED;
    if (raw === undefined || raw === null || raw === '') return undefined;
    return typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  })
  DECISION_RANDOM_SEED?: number;
}

/**
 * The validated, typed configuration: each variable of ExperimentsEnv under its camel-case name
 * (EXPERIMENTS_ADMIN_KEY → `experimentsAdminKey`), and the flags' configured defaults as read
 * from FEATURE_FLAGS.
 */
export class ExperimentsConfig extends EnvConfig<ExperimentsEnv>() {
  readonly initialFlags: Readonly<Record<string, boolean>> = parseFeatureFlags(this.featureFlags);
  /** SDK_CLIENT_KEYS as a set (none when empty). */
  readonly clientKeys: ReadonlySet<string> = new Set(
    this.sdkClientKeys.split(',').filter((key) => key !== ''),
  );
}
