/** Input rules shared by the endpoints. */
import { BadRequestException, NotFoundException } from '@nestjs/common';

/** The slug rule is the content platform's contract, shared with the route table. */
export { SLUG_PATTERN, SLUG_RULE_MESSAGE as SLUG_MESSAGE } from '@bytewire/contracts';

/** Quotes a client value in a message, cut short so that messages stay readable. */
export function quote(value: string): string {
  const short = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return JSON.stringify(short);
}

/** The site segment must name this site: anything else is a site we do not serve. */
export function assertSite(site: string, siteId: string): void {
  if (site !== siteId) throw new NotFoundException(`Unknown site ${quote(site)}`);
}

/**
 * Query parameters as single strings. A repeated parameter (which the query parser turns
 * into a list) is a client error: it is ambiguous which value counts.
 */
export function singleValues(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string')
      throw new BadRequestException(`Query parameter ${quote(key)} must be given once`);
    out[key] = value;
  }
  return out;
}

/**
 * A record's own entry for a client-given key. Plain indexing would also find inherited
 * members: `DOORS['constructor']` is a function, not a door.
 */
export function lookup<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
