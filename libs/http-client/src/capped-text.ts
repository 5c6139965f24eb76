/**
 * A body read as text, cut off past a number of bytes: an answer bigger than a client can use
 * must not fill its memory. The declared length is checked first (no byte read); a body that
 * goes on past the cap is cancelled as soon as it crosses it (capped-body.ts). Browser-safe:
 * decoded with TextDecoder, no Node module.
 */
import { chunksOf, readCapped } from './capped-body';
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
  const chunks = await readCapped(chunksOf(response.body), maxBytes);
  if (!chunks) throw tooLarge('more');
  const decoder = new TextDecoder();
  return chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
}
