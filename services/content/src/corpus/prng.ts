/**
 * A small seeded PRNG (mulberry32) and the draws the corpus needs. Same seed, same sequence,
 * on every platform: the corpus is reproducible byte for byte.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A fresh generator for one part of the corpus, so that parts do not shift each other. */
  static forPart(seed: number, part: string): Prng {
    let hash = 2166136261;
    for (let i = 0; i < part.length; i++) {
      hash = Math.imul(hash ^ part.charCodeAt(i), 16777619);
    }
    return new Prng((seed ^ hash) >>> 0);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Prng.pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** `count` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** A version 4 UUID drawn from this generator. */
  uuid(): string {
    const hex: string[] = [];
    for (let i = 0; i < 16; i++) hex.push(this.int(0, 255).toString(16).padStart(2, '0'));
    hex[6] = (4 * 16 + (parseInt(hex[6], 16) & 0x0f)).toString(16);
    hex[8] = ((parseInt(hex[8], 16) & 0x3f) | 0x80).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
}
