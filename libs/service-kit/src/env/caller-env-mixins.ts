/**
 * Variables a service declares when it calls render or the experiments service (the gateway
 * and the page warmer do both), as mixins: an environment class extends one base class, so
 * these are added to it (`class GatewayEnv extends WithRenderCaller(ContentApiCallerEnv)`).
 * class-validator and class-transformer read decorators of mixed-in classes as of any other.
 */
import { DEFAULT_PORTS, RENDER_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import type { BaseEnv } from './base-env';
import { UPSTREAM_URL_RULE } from './content-api-caller-env';

// Mixins need a constructor of any arguments (TypeScript's mixin rule).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EnvClass<T extends BaseEnv = BaseEnv> = new (...args: any[]) => T;

/** RENDER_URL and RENDER_TIMEOUT_MS (for the headers, then between body chunks). */
export function WithRenderCaller<TBase extends EnvClass>(Base: TBase) {
  class RenderCallerEnv extends Base {
    @IsUrl(UPSTREAM_URL_RULE)
    RENDER_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.render}`;

    /** Keep it above render's CONTENT_API_TIMEOUT_MS, so render's own 504 page arrives first. */
    @Max(120_000)
    @Min(1)
    @IsInt()
    @Type(() => Number)
    RENDER_TIMEOUT_MS: number = RENDER_REQUEST_TIMEOUT_MS;
  }
  return RenderCallerEnv;
}

export interface ExperimentsCallerBudget {
  /** EXPERIMENTS_TIMEOUT_MS's default and maximum. */
  defaultMs: number;
  maxMs: number;
}

/**
 * EXPERIMENTS_URL (absent: no decision is asked for), EXPERIMENTS_API_KEY (required with it;
 * sent as x-api-key, never logged) and EXPERIMENTS_TIMEOUT_MS (one whole decision).
 */
export function WithExperimentsCaller<TBase extends EnvClass>(
  Base: TBase,
  budget: ExperimentsCallerBudget,
) {
  class ExperimentsCallerEnv extends Base {
    @IsOptional()
    @IsUrl(UPSTREAM_URL_RULE)
    EXPERIMENTS_URL?: string;

    @ValidateIf((env: ExperimentsCallerEnv) => env.EXPERIMENTS_URL !== undefined)
    @MinLength(16)
    @IsString()
    EXPERIMENTS_API_KEY?: string;

    @Max(budget.maxMs)
    @Min(1)
    @IsInt()
    @Type(() => Number)
    EXPERIMENTS_TIMEOUT_MS: number = budget.defaultMs;
  }
  return ExperimentsCallerEnv;
}
