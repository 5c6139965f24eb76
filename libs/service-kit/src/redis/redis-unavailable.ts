/**
 * Redis being out of reach, as the kit's clients tell it: a failed or timed-out command, a
 * closed connection, an open circuit, a cluster that cannot serve. Not a bug and not Redis
 * refusing a command: a state change that needs Redis answers 503 then, never 500
 * (errorAnswer does so for every service).
 */

/** The answer's message when nothing more specific was said. */
export const REDIS_UNAVAILABLE_ANSWER =
  'A store this request needs (Redis) cannot be reached now; try again later';

/** Errors of the kit's clients when Redis cannot answer (the names ioredis gives them). */
const UNAVAILABLE_NAMES: ReadonlySet<string> = new Set([
  'MaxRetriesPerRequestError',
  'ClusterAllFailedError',
]);

/** ioredis's messages of a command that could not reach Redis, and a cluster's own refusals. */
const UNAVAILABLE_MESSAGE =
  /^(Command timed out|Connection is closed|Stream isn't writeable|Cluster isn't ready|Cluster is disconnect|None of startup nodes is available|Failed to refresh slots cache|Node is disconnected|connect E[A-Z]+|read ECONNRESET|write EPIPE|CLUSTERDOWN|TRYAGAIN|LOADING|MASTERDOWN)/;

/** Whether an error is Redis being out of reach (rather than a bug, or Redis refusing a command). */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // The client's circuit is open: the command was never sent (cockatiel's BrokenCircuitError).
  if ((error as { isBrokenCircuitError?: unknown }).isBrokenCircuitError === true) return true;
  return UNAVAILABLE_NAMES.has(error.name) || UNAVAILABLE_MESSAGE.test(error.message);
}
