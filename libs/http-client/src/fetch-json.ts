/**
 * Whole exchanges under the policy of `boundedFetch`: the body is read within the same budget,
 * a status the client does not take is a failure (its body discarded), and so is an answer
 * that is no JSON or fails the client's shape check.
 */
import { startExchange, type BoundedInit } from './bounded-fetch';
import { cappedText } from './capped-text';
import { HttpClientError, isHttpClientError } from './http-client-error';

export interface ExchangeInit extends BoundedInit {
  /** Which statuses are answers; any other is a `status` failure. Default: 2xx. */
  accept?: (status: number) => boolean;
  /** The most bytes of body taken; past it, an `answer` failure (`tooLarge`). Default: no cap. */
  maxBytes?: number;
}

export interface JsonInit<T> extends ExchangeInit {
  /**
   * The shape check: returns the value, or throws, which makes an `answer` failure carrying
   * the thrown error's message (and the thrown error as its cause).
   */
  parse?: (json: unknown) => T;
}

export interface TextAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export interface JsonAnswer<T> {
  status: number;
  headers: Headers;
  json: T;
}

const isOk = (status: number): boolean => status >= 200 && status <= 299;

/**
 * One exchange whose body is read as text. Fails with an HttpClientError: `timeout`,
 * `unreachable` (also when the connection breaks while the body is read), `status`, or
 * `answer` for a body over `maxBytes`; an abort by the caller's signal is rethrown unchanged.
 */
export async function fetchText(url: string | URL, init: ExchangeInit): Promise<TextAnswer> {
  const { accept = isOk, maxBytes, ...rest } = init;
  const { response, failure } = await startExchange(url, rest);
  const { status, headers } = response;
  if (!accept(status)) {
    // Release the connection: the body of an answer not taken is of no use.
    await response.body?.cancel().catch(() => undefined);
    throw new HttpClientError('status', `answered ${status}`, { url: String(url), status });
  }
  try {
    const text =
      maxBytes === undefined
        ? await response.text()
        : await cappedText(response, maxBytes, String(url));
    return { status, headers, text };
  } catch (error) {
    throw isHttpClientError(error) ? error : failure(error);
  }
}

/**
 * One exchange of JSON: as `fetchText`, and an answer that is no JSON, or that `parse`
 * refuses, is an `answer` failure.
 */
export async function fetchJson<T = unknown>(
  url: string | URL,
  init: JsonInit<T>,
): Promise<JsonAnswer<T>> {
  const { parse, ...rest } = init;
  const { status, headers, text } = await fetchText(url, rest);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HttpClientError('answer', 'the answer is no JSON', {
      url: String(url),
      status,
      cause: error,
    });
  }
  if (!parse) return { status, headers, json: json as T };
  try {
    return { status, headers, json: parse(json) };
  } catch (error) {
    throw new HttpClientError('answer', error instanceof Error ? error.message : String(error), {
      url: String(url),
      status,
      cause: error,
    });
  }
}
