import { Prng } from '../prng';

/** What every part of the generator needs: the seed, the anchor and the publication. */
export interface GenContext {
  seed: number;
  /** The newest possible instant; every content date lies before it. */
  anchor: Date;
  publicationName: string;
  siteId: string;
}

/** A generator for one part of the corpus (see Prng.forPart). */
export function partRng(ctx: GenContext, part: string): Prng {
  return Prng.forPart(ctx.seed, part);
}
