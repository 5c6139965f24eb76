/**
 * One GET of JSON from the content API, as every call of spec 000 s7 makes it: a timeout over
 * the whole exchange, no redirects followed, and every failure turned into a ContentApiError.
 * The caller checks the shape of the JSON it gets.
 */
import { NOT_AN_OBJECT_MESSAGE, NOT_FOUND_MESSAGE } from '@bytewire/contracts';
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

export async function requestJson({
  href,
  headers,
  timeoutMs,
  fetchImpl,
}: JsonRequest): Promise<JsonAnswer> {
  // One signal for the whole exchange: a body that trickles in is cut off at the same budget.
  const signal = AbortSignal.timeout(timeoutMs);

  const failed = (error: unknown, fallback: () => ContentApiError): ContentApiError =>
    // The signal is aborted by the timeout only, so an aborted signal means the budget ran out.
    signal.aborted
      ? new ContentApiError(
          'timeout',
          `Content API did not answer within ${timeoutMs} ms`,
          href,
          undefined,
          { cause: error },
        )
      : fallback();

  let response: Response;
  try {
    response = await fetchImpl(href, {
      headers: { ...headers, accept: 'application/json' },
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    throw failed(
      error,
      () =>
        new ContentApiError('unreachable', 'Content API could not be reached', href, undefined, {
          cause: error,
        }),
    );
  }

  if (!response.ok) {
    // Release the connection; the body of a failed answer is of no use.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) {
      throw new ContentApiError('not-found', NOT_FOUND_MESSAGE, href, 404);
    }
    if (response.status === 400) {
      throw new ContentApiError(
        'rejected',
        'Content API refused the request as malformed',
        href,
        400,
      );
    }
    // A redirect is a bad answer too: redirects are never followed (status 0 in browsers).
    throw new ContentApiError(
      'bad-status',
      `Content API answered ${response.status}`,
      href,
      response.status,
    );
  }

  try {
    return { json: await response.json(), status: response.status };
  } catch (error) {
    throw failed(
      error,
      () =>
        new ContentApiError('invalid-response', NOT_AN_OBJECT_MESSAGE, href, response.status, {
          cause: error,
        }),
    );
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
