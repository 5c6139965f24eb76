/**
 * A body read as text, cut off past a number of bytes: an answer bigger than a client can use
 * must not fill its memory. The declared length is checked first (no byte read); a body that
 * goes on past the cap is cancelled as soon as it crosses it. Browser-safe: decoded with
 * TextDecoder, no Node module.
 */
import { HttpClientError } from './http-client-error';

/** The text of `response`'s body; an `answer` failure (`tooLarge`) past `maxBytes`. */
export async function cappedText(
  response: Response,
  maxBytes: number,
  url: string,
): Promise<string> {
  const tooLarge = (size: string) =>
    new HttpClientError('answer', `answered ${size}, over the cap of ${maxBytes} bytes`, {
      url,
      status: response.status,
      tooLarge: true,
    });
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`${declared} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge('more');
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
