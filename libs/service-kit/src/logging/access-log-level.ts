/** Levels of the access log's success lines (ACCESS_LOG_LEVEL): `silent` drops them. */
export const ACCESS_LOG_LEVELS = ['info', 'debug', 'silent'] as const;
export type AccessLogLevel = (typeof ACCESS_LOG_LEVELS)[number];

/**
 * ACCESS_LOG_LEVEL, read when the server is built (before the environment module validates the
 * whole environment with the same rule, in BaseEnv), like LOG_LEVEL.
 */
export function accessLogLevelFromEnv(): AccessLogLevel {
  const value = process.env.ACCESS_LOG_LEVEL || 'info';
  if ((ACCESS_LOG_LEVELS as readonly string[]).includes(value)) return value as AccessLogLevel;
  throw new Error(
    `Invalid environment: ACCESS_LOG_LEVEL must be one of the following values: ${ACCESS_LOG_LEVELS.join(', ')}`,
  );
}
