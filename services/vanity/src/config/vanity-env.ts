/**
 * The vanity service's environment: the kit's content API caller variables (CONTENT_API_URL,
 * CONTENT_API_KEY, CONTENT_API_TIMEOUT_MS) plus Redis, the callers' and the admin's keys, the
 * refresh interval and the lookup cache's TTL. Validated at start-up: a bad value stops the
 * process with a message naming the variable.
 */
import {
  ContentApiCallerEnv,
  DEFAULT_REDIS_URL,
  DiffersFrom,
  EnvConfig,
  IsRedisUrl,
} from '@bytewire/service-kit';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min, MinLength } from 'class-validator';

export const DEFAULT_REFRESH_INTERVAL_MS = 300_000;
export const DEFAULT_CACHE_TTL_MS = 30_000;

export class VanityEnv extends ContentApiCallerEnv {
  /** The shared copy of the dictionary and the refresh queue. Lookups survive its absence. */
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /** What callers (the gateway) send as x-api-key on lookups and the dictionary. */
  @MinLength(16, { message: 'VANITY_API_KEY must be at least 16 characters' })
  @IsString({ message: 'VANITY_API_KEY is required' })
  VANITY_API_KEY!: string;

  /** What an operator sends as x-api-key to force a refresh; must differ from VANITY_API_KEY. */
  @DiffersFrom('VANITY_API_KEY', 'callers must not be able to force refreshes')
  @MinLength(16, { message: 'VANITY_ADMIN_KEY must be at least 16 characters' })
  @IsString({ message: 'VANITY_ADMIN_KEY is required' })
  VANITY_ADMIN_KEY!: string;

  @Max(86_400_000, { message: 'VANITY_REFRESH_INTERVAL_MS must be from 1000 to 86400000' })
  @Min(1000, { message: 'VANITY_REFRESH_INTERVAL_MS must be from 1000 to 86400000' })
  @IsInt({ message: 'VANITY_REFRESH_INTERVAL_MS must be a whole number of milliseconds' })
  @Type(() => Number)
  VANITY_REFRESH_INTERVAL_MS: number = DEFAULT_REFRESH_INTERVAL_MS;

  @Max(3_600_000, { message: 'VANITY_CACHE_TTL_MS must be from 1 to 3600000' })
  @Min(1, { message: 'VANITY_CACHE_TTL_MS must be from 1 to 3600000' })
  @IsInt({ message: 'VANITY_CACHE_TTL_MS must be a whole number of milliseconds' })
  @Type(() => Number)
  VANITY_CACHE_TTL_MS: number = DEFAULT_CACHE_TTL_MS;
}

/**
 * The validated, typed configuration: each variable of VanityEnv under its camel-case name
 * (VANITY_CACHE_TTL_MS → `vanityCacheTtlMs`).
 */
export class VanityConfig extends EnvConfig<VanityEnv>() {}
