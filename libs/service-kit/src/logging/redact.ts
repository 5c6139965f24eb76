import { CREDENTIAL_QUERY_PARAMS } from '@bytewire/site';

/**
 * Credentials never written to a log: the headers that carry them, the `apiKey` query
 * parameter (the content API accepts one) and the OAuth parameters of a sign-in's return
 * (CREDENTIAL_QUERY_PARAMS), in any spelling (APIKEY, Code, ...).
 */
export const REDACTED_HEADERS = ['authorization', 'cookie', 'x-api-key', 'set-cookie'] as const;

const REDACTED_QUERY = new RegExp(
  `([?&](?:apiKey|${CREDENTIAL_QUERY_PARAMS.join('|')})=)[^&#]*`,
  'gi',
);

/** A URL or path with the value of every credential query parameter replaced. */
export function redactUrl(url: string): string {
  return url.replace(REDACTED_QUERY, '$1[redacted]');
}
