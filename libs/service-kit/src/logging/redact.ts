/**
 * Credentials never written to a log: the headers that carry them, and the `apiKey` query
 * parameter (the content API accepts one) in any spelling (APIKEY, apikey, ...).
 */
export const REDACTED_HEADERS = ['authorization', 'cookie', 'x-api-key', 'set-cookie'] as const;

/** A URL or path with the value of every `apiKey` query parameter replaced. */
export function redactApiKey(url: string): string {
  return url.replace(/([?&]apiKey=)[^&#]*/gi, '$1[redacted]');
}
