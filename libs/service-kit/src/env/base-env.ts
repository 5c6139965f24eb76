import { DEFAULT_PUBLICATION_NAME, DEFAULT_SITE_ID, siteConfigFromEnv } from '@bytewire/site';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ACCESS_LOG_LEVELS, type AccessLogLevel } from '../logging/access-log-level';
import { FollowsRule } from './follows-rule';
import { isTrustProxy, TRUST_PROXY_RULE } from './trust-proxy';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Problems found by `siteConfigFromEnv`, which owns the SITE_ID / PUBLICATION_NAME rule. */
function siteRuleProblem(value: unknown, property: string): string | undefined {
  try {
    siteConfigFromEnv({ [property]: typeof value === 'string' ? value : String(value) });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : `${property} is invalid`;
  }
}

/** A TRUST_PROXY value's problem (see `parseTrustProxy`). */
const trustProxyProblem = (value: unknown) => (isTrustProxy(value) ? undefined : TRUST_PROXY_RULE);

/**
 * Variables every service reads. A service extends this class with its own variables; the
 * kit validates the whole class at start-up (see `validateEnv`).
 */
export class BaseEnv {
  /** Optional: `runService` falls back to the service's default port. */
  // class-validator runs a property's rules bottom-up and reports the first that fails.
  @IsOptional()
  @Max(65535)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  PORT?: number;

  /**
   * Optional: the internal listener's port (`/metrics`, `/openapi.json`, `/openapi.yaml`, the
   * detailed health), else PORT + 6000 (gateway 9000, render 9001, ...). Read by `runService`.
   */
  @IsOptional()
  @Max(65535)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  INTERNAL_PORT?: number;

  @IsString()
  HOST: string = '127.0.0.1';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  /**
   * The level of the access log's lines for successful requests (`info`, `debug`, `silent`);
   * failures stay errors and bad input warnings. Routine routes (probes, scrapes, polls) log
   * their successes at debug whatever this says. Read by `createServiceApp`.
   */
  @IsIn(ACCESS_LOG_LEVELS)
  ACCESS_LOG_LEVEL: AccessLogLevel = 'info';

  @FollowsRule(siteRuleProblem)
  SITE_ID: string = DEFAULT_SITE_ID;

  @FollowsRule(siteRuleProblem)
  PUBLICATION_NAME: string = DEFAULT_PUBLICATION_NAME;

  @IsIn(NODE_ENVS)
  NODE_ENV: NodeEnv = 'production';

  /**
   * The peers whose X-Forwarded-For / -Host / -Proto fastify believes (`request.ip`, `.ips`,
   * `.host`, `.protocol`): `false` (nothing), `true`, a hop count, or addresses and CIDR ranges
   * (see `parseTrustProxy`). Read by `createServiceApp` when it builds the server.
   */
  @FollowsRule(trustProxyProblem)
  TRUST_PROXY: string = 'false';
}
