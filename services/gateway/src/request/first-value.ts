/**
 * A header or query parameter as the gateway reads it when it may come repeated: its first
 * value (the page request context, the cookies, AMP consent's origins).
 */

/** The first value of a header or query parameter that may come repeated. */
export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
