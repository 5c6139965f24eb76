// The byte cap under fetchText's maxBytes and the page cache's read of render: chunks kept up to
// the cap, nothing past it, and the body let go of as soon as it crosses (a fetch body's reader
// cancelled, so no more of it is downloaded).
import { chunksOf, readCapped } from '../src/capped-body';

const bytes = (n: number) => new Uint8Array(n).fill(97);

/** A fetch body of `sizes` chunks, telling how many it gave and whether it was cancelled. */
function streamOf(sizes: number[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = sizes[seen.pulled];
      if (size === undefined) return controller.close();
      seen.pulled += 1;
      controller.enqueue(bytes(size));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readCapped', () => {
  it('keeps every chunk of a body up to the cap, the cap itself included', async () => {
    const { stream, seen } = streamOf([4, 4, 2]);
    const chunks = await readCapped(chunksOf(stream), 10);
    expect(chunks?.map((c) => c.byteLength)).toEqual([4, 4, 2]);
    expect(seen.cancelled).toBe(false);
  });

  it('gives nothing past the cap and cancels the body at the chunk that crosses it', async () => {
    const { stream, seen } = streamOf([4, 4, 4, 4, 4, 4]);
    expect(await readCapped(chunksOf(stream), 10)).toBeUndefined();
    expect(seen.cancelled).toBe(true);
    // The chunk that crossed and perhaps one the stream had queued: not the whole body.
    expect(seen.pulled).toBeLessThan(6);
  });

  it('reads any async iterable (a Node stream, as undici gives)', async () => {
    let finished = false;
    async function* body() {
      try {
        for (let i = 0; i < 100; i += 1) yield bytes(1000);
      } finally {
        finished = true;
      }
    }
    expect(await readCapped(body(), 2500)).toBeUndefined();
    expect(finished).toBe(true);
    expect((await readCapped(body(), 100_000))?.length).toBe(100);
  });
});
