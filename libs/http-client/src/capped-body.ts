/**
 * A body read whole but never past a number of bytes: an answer bigger than a client can use
 * must not fill its memory. The one byte count behind `fetchText`'s `maxBytes` (a fetch body)
 * and the page cache's read of render's answer (undici's body). Browser-safe: no Node module.
 */

/**
 * The chunks of `body` while they add up to at most `maxBytes`; undefined as soon as they go
 * past it. Leaving the loop early ends the iteration, which releases the body: undici's stream
 * is destroyed, a fetch body's reader cancelled (`chunksOf`).
 */
export async function readCapped(
  body: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array[] | undefined> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return chunks;
}

/**
 * A fetch body's chunks as an async iterable (browsers other than Firefox cannot iterate a
 * ReadableStream themselves), cancelled when the reader stops early.
 */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}
