/**
 * One GET of JSON from the content API, as every call of spec 000 s7 makes it: under the
 * policy of @bytewire/http-client (a timeout over the whole exchange, no redirects followed),
 * every failure turned into a ContentApiError. The caller checks the shape of the JSON it gets.
 */
import { NOT_AN_OBJECT_MESSAGE, NOT_FOUND_MESSAGE } from '@bytewire/contracts';
import { fetchJson, isHttpClientError } from '@bytewire/http-client';
import { ContentApiError } from './content-api-error';

export interface JsonRequest {
  href: string;
  headers: Readonly<Record<string, string>>;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

export interface JsonAnswer {
  json: unknown;
  status: number;
}

/** The content API's failure for one of the policy's (the request makes no other). */
function contentApiError(error: unknown, href: string, timeoutMs: number): unknown {
  if (!isHttpClientError(error)) return error;
  const cause = { cause: error.cause };
  switch (error.kind) {
    case 'timeout':
      return new ContentApiError(
        'timeout',
        `Content API did not answer within ${timeoutMs} ms`,
        href,
        undefined,
        cause,
      );
    case 'unreachable':
      return new ContentApiError(
        'unreachable',
        'Content API could not be reached',
        href,
        undefined,
        cause,
      );
    case 'status':
      if (error.status === 404) {
        return new ContentApiError('not-found', NOT_FOUND_MESSAGE, href, 404);
      }
      if (error.status === 400) {
        return new ContentApiError(
          'rejected',
          'Content API refused the request as malformed',
          href,
          400,
        );
      }
      // A redirect is a bad answer too: redirects are never followed (status 0 in browsers).
      return new ContentApiError(
        'bad-status',
        `Content API answered ${error.status}`,
        href,
        error.status,
      );
    case 'answer':
      return new ContentApiError(
        'invalid-response',
        NOT_AN_OBJECT_MESSAGE,
        href,
        error.status,
        cause,
      );
  }
}

export async function requestJson({
  href,
  headers,
  timeoutMs,
  fetchImpl,
}: JsonRequest): Promise<JsonAnswer> {
  try {
    const { json, status } = await fetchJson(href, {
      headers: { ...headers, accept: 'application/json' },
      timeoutMs,
      fetchImpl,
    });
    return { json, status };
  } catch (error) {
    throw contentApiError(error, href, timeoutMs);
  }
}

/**
 * One GET of JSON whose shape `parse` checks; an answer that fails the check is a
 * ContentApiError ('invalid-response') carrying the check's message.
 */
export async function requestParsed<T>(
  request: JsonRequest,
  parse: (json: unknown) => T,
): Promise<T> {
  const { json, status } = await requestJson(request);
  try {
    return parse(json);
  } catch (error) {
    const message =
      error instanceof Error ? error.message : 'API response is not in the correct format';
    throw new ContentApiError('invalid-response', message, request.href, status, {
      cause: error,
    });
  }
}
