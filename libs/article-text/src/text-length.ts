/**
 * Estimated rendered length of an article in characters, which ad and module injection use to
 * space their slots (spec 000 s9, spec 001 s9). Blocks that show no words still take room on
 * the page, so they count as a fixed number of characters.
 */
import type { Article, Listicle, ReviewCard } from '@bytewire/contracts';
import { plainText, wordCount } from './html-text';
import { shortcodeTypes } from './shortcodes';

export const TEXT_LENGTH = {
  /** Characters per word of body text. */
  perWord: 4.7,
  /** Per image shortcode and per commerce promo shortcode in the body. */
  perBlockShortcode: 300,
  /** Per listicle or review card that shows an image. */
  perModuleImage: 300,
  /** Per listicle or review card with more than `manyOffers` merchant offers. */
  perManyOffers: 150,
  manyOffers: 2,
} as const;

// Shortcodes that render as a block of fixed size rather than as words.
const BLOCK_SHORTCODES: ReadonlySet<string> = new Set(['image', 'commercepromo']);

type TextModule = Listicle | ReviewCard;

/** Body text: words of the text (shortcode link text included) plus the block shortcodes. */
function bodyLength(html: string): number {
  const blocks = shortcodeTypes(html).filter((type) => BLOCK_SHORTCODES.has(type)).length;
  return wordCount(html) * TEXT_LENGTH.perWord + blocks * TEXT_LENGTH.perBlockShortcode;
}

/** The texts a module shows; a review card's product name stands where a listicle has its hed. */
function moduleTexts(module: TextModule): (string | undefined)[] {
  const common = [...(module.like ?? []), ...(module.dislike ?? [])];
  return 'hed' in module
    ? [module.hed, module.subhed, module.description, ...common]
    : [module.productName, ...common];
}

/** One listicle or review card: its texts, its image, and the extra offer row. */
function moduleLength(module: TextModule): number {
  const text = moduleTexts(module).reduce((sum, t) => sum + plainText(t ?? '').length, 0);
  const image = (module.imageGroup?.length ?? 0) > 0 ? TEXT_LENGTH.perModuleImage : 0;
  const offers =
    (module.merchantOffers?.length ?? 0) > TEXT_LENGTH.manyOffers ? TEXT_LENGTH.perManyOffers : 0;
  return text + image + offers;
}

/** Estimated length of an HTML fragment (e.g. one paragraph), in whole characters. */
export function estimateHtmlLength(html: string): number {
  return Math.round(bodyLength(html));
}

/**
 * Estimated length of the article in whole characters: the body, plus every listicle and
 * review card of the article (their body shortcodes have no text of their own).
 */
export function estimateTextLength(
  article: Pick<Article, 'body' | 'listicles' | 'reviewCards'>,
): number {
  const modules: TextModule[] = [...(article.listicles ?? []), ...(article.reviewCards ?? [])];
  return Math.round(
    modules.reduce((sum, module) => sum + moduleLength(module), bodyLength(article.body)),
  );
}
