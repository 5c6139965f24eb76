/**
 * Where a service keeps its keys in Redis: `bytewire:<service>:{<service>:<site>}:` (or
 * `bytewire:<service>:{<service>}:` for a service shared by every site). The part in braces is
 * the key's hash tag: on a Redis Cluster every key of one service and site lands in one slot, so
 * the transactions and scripts that touch several of them work there as on one Redis, while
 * different services (and sites) spread over the masters. The braces are literal.
 */
export function keyspaceOf(service: string, siteId?: string): string {
  const tag = siteId === undefined ? service : `${service}:${siteId}`;
  return `bytewire:${service}:{${tag}}:`;
}

/** The prefix a service used before hash tags (`bytewire:<service>:[<site>:]`), to move from. */
export function untaggedKeyspaceOf(service: string, siteId?: string): string {
  return siteId === undefined ? `bytewire:${service}:` : `bytewire:${service}:${siteId}:`;
}
