/** Shared NestJS plumbing of every Bytewire service: env, logs, health, metrics, JSON errors and validation, OpenAPI, bootstrap, a resilient Redis client. */
// Decorator metadata (class-transformer, Nest) needs the polyfill before any class loads.
import 'reflect-metadata';

export { BaseEnv, type LogLevel, type NodeEnv } from './env/base-env';
export { validateEnv } from './env/validate-env';
export {
  camelCaseName,
  EnvConfig,
  envConfigProvider,
  VALIDATED_ENV,
  type CamelCaseName,
  type EnvConfigOf,
} from './env/env-config';
export { booleanFlag } from './env/boolean-flag';
export { ContentApiCallerEnv, UPSTREAM_URL_RULE } from './env/content-api-caller-env';
export {
  WithExperimentsCaller,
  WithRenderCaller,
  type ExperimentsCallerBudget,
} from './env/caller-env-mixins';
export { PAGE_CACHE_REDIS_URL_RULE, PageCacheRedisUrl } from './env/page-cache-redis-env';
export { IsRedisUrl, redisUrlMessage } from './env/is-redis-url';
export { applyFallbacks, DefaultsTo } from './env/defaults-to';
export { DiffersFrom } from './env/differs-from';
export { FollowsRule, type RuleProblem } from './env/follows-rule';
export { parseTrustProxy, TRUST_PROXY_RULE, type TrustProxy } from './env/trust-proxy';
export { ServiceKitModule, type ServiceKitOptions } from './service-kit.module';
export { REQUEST_ID_HEADER } from './logging/request-id';
export { ACCESS_LOG_LEVELS, type AccessLogLevel } from './logging/access-log-level';
export { isRoutineRoute, ROUTINE_ROUTE_CONFIG, RoutineRoute } from './logging/routine-route';
export { ReadinessCheckProvider, type ReadinessCheck } from './health/readiness-check';
export { DependencyCheckProvider, type DependencyCheck } from './health/dependency-check';
export {
  DependencyChecks,
  DEPENDENCY_CHECK_INTERVAL_MS,
  type DependencyStatus,
} from './health/dependency-checks';
export {
  HttpLivenessCheck,
  LIVENESS_PROBE_TIMEOUT_MS,
  type HttpLivenessCheckOptions,
} from './health/http-liveness-check';
export { setRouteLabel } from './metrics/route-label';
export {
  outcomeOfError,
  outcomeOfStatus,
  UpstreamMetrics,
  type UpstreamOutcome,
  type UpstreamTimer,
} from './metrics/upstream-metrics';
export { RedisMetrics, type RedisErrorCounter } from './metrics/redis-metrics';
export {
  fetchWithTimeout,
  upstreamErrorOf,
  type FetchWithTimeoutInit,
} from './http/fetch-with-timeout';
export { ifNoneMatchNames } from './http/if-none-match';
export { UpstreamError, type UpstreamFailureStatus } from './http/upstream-error';
export {
  DEFAULT_HELD_DICTIONARY_MAX_BYTES,
  HeldDictionary,
  type HeldDictionaryFailure,
  type HeldDictionaryOptions,
  type HeldDictionaryOutcome,
} from './http/held-dictionary';
export { HttpErrorFilter } from './http/http-error.filter';
export { errorAnswer, type ErrorBody } from './http/error-answer';
export { createValidationPipe } from './http/validation-pipe';
export {
  hostileBodyProblem,
  MAX_BODY_DEPTH,
  MAX_BODY_KEYS,
  MAX_BODY_VALUES,
  POISONING_KEYS,
} from './http/body-policy';
export {
  NOT_AN_OBJECT_MESSAGE,
  validateBody,
  validationMessage,
  VALIDATOR_OPTIONS,
} from './http/validate-body';
export { addJsonRoute, type JsonRoute } from './http/json-route';
export type { OpenApiOperation } from './openapi/json-route-docs';
export {
  API_KEY_HEADER,
  API_KEY_MESSAGE,
  apiKeyOf,
  KeyMatcher,
  ServiceKeys,
  type KeyedRequest,
  type KeyRole,
} from './http/api-key';
export {
  baseContentSecurityPolicy,
  CROSS_ORIGIN_RESOURCE,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './http/security-headers';
export { JsonApiModule } from './http/json-api.module';
export { openApiDocument, type OpenApiInfo } from './openapi/openapi-document';
export { OpenApiYamlModule } from './openapi/openapi-yaml.module';
export { createServiceApp, SERVER_LIMITS, type ServiceAppOptions } from './app/create-service-app';
export { runService, type RunServiceOptions } from './app/run-service';
export { internalHandler, isInternalRequest } from './app/internal-request';
export { INTERNAL_ONLY_PATHS } from './app/internal-only-routes';
export { INTERNAL_PORT_OFFSET, internalPortOf } from './app/internal-port';
export {
  PUBLIC_HEALTH_ERROR,
  PUBLIC_HEALTH_OK,
  type PublicHealthAnswer,
} from './health/public-health';
export { hasMalformedUrl, receivedUrl } from './app/routable-url';
export {
  DEFAULT_REDIS_URL,
  isClusterUrl,
  parseRedisUrl,
  REDIS_URL_RULE,
  type RedisNode,
  type RedisTarget,
} from './redis/redis-url';
export {
  deleteMatching,
  keysMatching,
  redisClientFor,
  type RedisClientOptions,
} from './redis/redis-client';
export { keyspaceOf, untaggedKeyspaceOf } from './redis/keyspace';
export { isRedisUnavailable, REDIS_UNAVAILABLE_ANSWER } from './redis/redis-unavailable';
export {
  KEYSPACE_MOVE_RETRY_MS,
  KEYSPACE_MOVES_KEY,
  KeyspaceMove,
  moveKeyspace,
  type KeyspaceMoveLogger,
} from './redis/keyspace-move';
export {
  BULL_PREFIX,
  bullConnection,
  closeBullConnection,
  closeWithin,
  type BullConnection,
  type BullConnectionOptions,
} from './redis/bullmq';
export {
  JobSchedulerKeeper,
  SCHEDULE_CHECK_INTERVAL_MS,
  STALLED_AFTER_INTERVALS,
  type JobSchedulerKeeperOptions,
  type ScheduleCheck,
  type SchedulerInfo,
  type SchedulerQueue,
} from './redis/job-scheduler-keeper';
export { clientAddressOf, RedisRateLimits, type RateLimit } from './redis/rate-limits';
export { RETRY_AFTER_HEADER, retryAfterOf, TooManyRequests } from './http/too-many-requests';
export {
  closeRedis,
  createResilientRedis,
  DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
  DEFAULT_REDIS_CONNECT_TIMEOUT_MS,
  multiValues,
  redisRetryDelay,
  type RedisClient,
  type ResilientRedisLogger,
  type ResilientRedisOptions,
} from './redis/resilient-redis';
