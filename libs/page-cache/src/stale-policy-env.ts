/**
 * PAGE_CACHE_STALE_WHILE_REVALIDATE_S and PAGE_CACHE_STALE_IF_ERROR_S, declared once for every
 * service that stores pages (the gateway, the page warmer): a mixin for its environment class
 * (`class WarmerEnv extends WithStalePolicy(BaseEnv)`).
 */
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import {
  DEFAULT_STALE_IF_ERROR_S,
  DEFAULT_STALE_WHILE_REVALIDATE_S,
  MAX_STALE_IF_ERROR_S,
  MAX_STALE_WHILE_REVALIDATE_S,
  type StalePolicy,
} from './entry';

// Mixins need a constructor of any arguments (TypeScript's mixin rule).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EnvClass = new (...args: any[]) => object;

export function WithStalePolicy<TBase extends EnvClass>(Base: TBase) {
  class StalePolicyEnv extends Base {
    /** After its max age, a page is served stale this long while one refresh runs. */
    @Max(MAX_STALE_WHILE_REVALIDATE_S)
    @Min(0)
    @IsInt()
    @Type(() => Number)
    PAGE_CACHE_STALE_WHILE_REVALIDATE_S: number = DEFAULT_STALE_WHILE_REVALIDATE_S;

    /** After its max age, a page stands in for render's failure this long at most (and is kept). */
    @Max(MAX_STALE_IF_ERROR_S)
    @Min(0)
    @IsInt()
    @Type(() => Number)
    PAGE_CACHE_STALE_IF_ERROR_S: number = DEFAULT_STALE_IF_ERROR_S;
  }
  return StalePolicyEnv;
}

/** The policy of a validated environment. */
export function stalePolicyOf(env: {
  PAGE_CACHE_STALE_WHILE_REVALIDATE_S: number;
  PAGE_CACHE_STALE_IF_ERROR_S: number;
}): StalePolicy {
  return {
    staleWhileRevalidateSeconds: env.PAGE_CACHE_STALE_WHILE_REVALIDATE_S,
    staleIfErrorSeconds: env.PAGE_CACHE_STALE_IF_ERROR_S,
  };
}
