import type { Prng } from '../prng';
import { fill } from '../text-utils';

/**
 * Draws sentences for one piece without repeating any: every sentence of an article is
 * different, even when two paragraphs draw from the same bank.
 */
export class Prose {
  /**
   * @param used sentences already in the piece; pass one set to several Prose objects (one per
   * product of a comparison) so that they never repeat each other either.
   */
  constructor(
    private readonly rng: Prng,
    private readonly values: Readonly<Record<string, string>>,
    private readonly used: Set<string> = new Set(),
  ) {}

  /** Up to `count` unused sentences of `bank`, filled in. */
  take(
    bank: readonly string[],
    count: number,
    extra: Readonly<Record<string, string>> = {},
  ): string[] {
    const fresh = bank.filter((s) => !this.used.has(s));
    const picked = this.rng.sample(fresh, count);
    for (const s of picked) this.used.add(s);
    return picked.map((s) => fill(s, { ...this.values, ...extra }));
  }

  one(bank: readonly string[], extra: Readonly<Record<string, string>> = {}): string {
    return this.take(bank, 1, extra)[0] ?? '';
  }
}
