/** Input rules shared by the endpoints. */
import { BadRequestException, NotFoundException } from '@nestjs/common';

/** A slug: lowercase letters, digits and dashes, starting with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;
export const SLUG_MESSAGE =
  'must be lowercase letters, digits and dashes (1 to 200 characters, not starting with a dash)';

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
