/**
 * mulberry32: a small seeded generator of numbers in [0, 1), for the fuzz suites and the random
 * checks of the experiments packages (their Jest tests import it from here), so that every
 * run sends the same requests and a failure can be replayed from its seed.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
