/**
 * What the kit's guarded clients (one Redis, a Redis Cluster: see guarded-clients.ts) share:
 * every command they send goes through a circuit breaker and is counted when it fails.
 */
import {
  BrokenCircuitError,
  circuitBreaker,
  ConsecutiveBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { type Command, ReplyError } from 'ioredis';
import type { RedisErrorCounter } from '../metrics/redis-metrics';

/** Failed commands in a row (timeouts, lost connections) that open a client's circuit. */
export const DEFAULT_REDIS_BREAKER_FAILURES = 3;
/** How long an open circuit skips Redis before one command probes it again. */
export const DEFAULT_REDIS_BREAKER_COOL_DOWN_MS = 2000;

/**
 * Commands ioredis sends itself while it connects (a Cluster's ready check is CLUSTER INFO):
 * never held back by the circuit, or an open circuit would keep the connection it waits for
 * from ever being made.
 */
const CONNECTION_COMMANDS: ReadonlySet<string> = new Set([
  'auth',
  'client',
  'cluster',
  'hello',
  'info',
  'quit',
  'readonly',
  'select',
]);

/** What the breaker logs through (a ResilientRedisLogger fits). */
export interface BreakerLogger {
  warn(context: { err: Error }, message: string): void;
  log(message: string): void;
}

export interface BreakerOptions {
  logger: BreakerLogger;
  countError: RedisErrorCounter;
  breaker?: { failures?: number; coolDownMs?: number };
}

/** The breaker and the error count of one client. */
export interface CommandGuard {
  breaker: CircuitBreakerPolicy;
  countError: RedisErrorCounter;
}

/**
 * The client's circuit breaker (cockatiel): after a few commands in a row fail for want of
 * Redis (an error reply is Redis answering, and does not count), every command fails at once
 * for a cool-down instead of waiting its timeout; then one command probes, and its success
 * closes the circuit.
 */
export function redisGuard({ breaker = {}, logger, countError }: BreakerOptions): CommandGuard {
  const policy = circuitBreaker(
    handleWhen((error) => !(error instanceof ReplyError)),
    {
      halfOpenAfter: breaker.coolDownMs ?? DEFAULT_REDIS_BREAKER_COOL_DOWN_MS,
      breaker: new ConsecutiveBreaker(breaker.failures ?? DEFAULT_REDIS_BREAKER_FAILURES),
    },
  );
  // Logged once per outage: a probe that fails opens the circuit again, silently.
  let open = false;
  policy.onBreak(() => {
    countError.circuit?.(true);
    if (open) return;
    open = true;
    logger.warn(
      { err: new Error('Redis circuit open') },
      'Redis failing: commands skip Redis until a probe succeeds',
    );
  });
  policy.onReset(() => {
    open = false;
    countError.circuit?.(false);
    logger.log('Redis circuit closed');
  });
  return { breaker: policy, countError };
}

/** Commands already guarded: a Cluster sends a command again (its offline queue) through the same door. */
const GUARDED = new WeakSet<Command>();

/**
 * Sends a command through the guard: counted if it fails, held back while the circuit is open
 * (rejected at once rather than after its timeout). `send` is the client's own sendCommand.
 */
export function sendGuarded(guard: CommandGuard, command: Command, send: () => unknown): unknown {
  if (GUARDED.has(command)) return send();
  GUARDED.add(command);
  command.promise.catch(() => guard.countError(command.name));
  if (CONNECTION_COMMANDS.has(command.name)) return send();
  guard.breaker
    .execute(() => {
      send();
      return command.promise;
    })
    .catch((error: unknown) => {
      // Open: the command is never sent, and fails now rather than after its timeout.
      if (error instanceof BrokenCircuitError) command.reject(error);
    });
  return command.promise;
}
