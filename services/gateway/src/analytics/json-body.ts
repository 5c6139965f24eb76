/**
 * A body the parsers left as text (text/plain: what navigator.sendBeacon sends for a string,
 * and what AMP sends to avoid a CORS preflight) read as JSON, prototype keys dropped; a parsed
 * body as it is; undefined when the text is no JSON.
 */
export function jsonBodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body, (key, value: unknown) =>
      key === '__proto__' || key === 'constructor' ? undefined : value,
    );
  } catch {
    return undefined;
  }
}
