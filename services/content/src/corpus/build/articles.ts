import type { Article } from '@bytewire/contracts';
import { HOW_TOS } from '../text/how-to';
import { LONGFORM_STORIES, NEWS_STORIES, SPONSORED_STORIES } from '../text/stories';
import type { ArticleDraft, ArticleFactory } from './article-factory';
import {
  bestListDraft,
  comparisonDraft,
  dealDraft,
  howToDraft,
  spotlightDraft,
} from './guide-writers';
import {
  longformDraft,
  productNewsDraft,
  sponsoredDraft,
  storyNewsDraft,
  type WriterEnv,
} from './news-writers';
import type { CatalogProduct } from './products';
import type { Prng } from '../prng';

const PRODUCT_NEWS_COUNT = 48;
const BEST_LIST_COUNT = 38;
const DEAL_COUNT = 28;
const COMPARISON_COUNT = 26;
const SPOTLIGHT_COUNT = 26;

/** Topics whose products are sold in shops (deals, launches), not by subscription or card. */
const RETAIL = (p: CatalogProduct) =>
  p.price > 0 &&
  !['vpn', 'password-manager', 'online-courses', 'credit-cards'].includes(p.category.topic);

/**
 * Every article of the corpus, newest drafts first: product launches, trend news, how-tos,
 * buying guides, deals, comparisons, spotlights, long reads and paid stories. The drafts are
 * interleaved so that every door has recent items.
 */
export function buildArticles(
  env: WriterEnv,
  factory: ArticleFactory,
  products: readonly CatalogProduct[],
  rng: Prng,
): Article[] {
  const retail = products.filter(RETAIL);
  const groups: ArticleDraft[][] = [
    rng
      .shuffle(retail)
      .slice(0, PRODUCT_NEWS_COUNT)
      .map((p, i) => productNewsDraft(env, p, i)),
    NEWS_STORIES.map((s, i) => storyNewsDraft(env, s, i)),
    HOW_TOS.map((h) => howToDraft(env, h)),
    bestLists(env, products, rng),
    rng
      .shuffle(retail)
      .slice(0, DEAL_COUNT)
      .map((p, i) => dealDraft(env, p, i)),
    comparisons(env, products, rng),
    rng
      .shuffle(products.filter((p) => !p.category.creditCard))
      .slice(0, SPOTLIGHT_COUNT)
      .map((p, i) => spotlightDraft(env, p, i)),
    LONGFORM_STORIES.map((s) => longformDraft(env, s)),
    SPONSORED_STORIES.map((s, i) => sponsoredDraft(env, s, i)),
  ];
  // Round-robin over the groups, news twice as often: the newest dates go to the first drafts.
  const order: ArticleDraft[] = [];
  const cursors = groups.map(() => 0);
  while (cursors.some((c, g) => c < groups[g].length)) {
    groups.forEach((group, g) => {
      const take = g < 2 ? 2 : 1;
      for (let k = 0; k < take && cursors[g] < group.length; k++) order.push(group[cursors[g]++]);
    });
  }
  return order.map((draft) => factory.create(draft));
}

function bestLists(env: WriterEnv, products: readonly CatalogProduct[], rng: Prng): ArticleDraft[] {
  const byCategory = new Map<string, CatalogProduct[]>();
  for (const p of products)
    byCategory.set(p.category.topic, [...(byCategory.get(p.category.topic) ?? []), p]);
  const combos: { items: CatalogProduct[]; audience: string }[] = [];
  for (const items of byCategory.values()) {
    for (const audience of items[0].category.audiences) combos.push({ items, audience });
  }
  // Every category gets a guide for its first audience; the rest are drawn at random.
  const isFirst = (c: { items: CatalogProduct[]; audience: string }) =>
    c.audience === c.items[0].category.audiences[0];
  const firsts = combos.filter(isFirst);
  const rest = rng
    .shuffle(combos.filter((c) => !isFirst(c)))
    .slice(0, BEST_LIST_COUNT - firsts.length);
  return [...firsts, ...rest].map((combo, i) => {
    const drawn = rng.sample(combo.items, Math.min(combo.items.length, rng.int(4, 6)));
    const picks = listable(drawn, combo.items, combo.audience);
    picks.sort((a, b) => b.rating - a.rating);
    return bestListDraft(env, picks, combo.audience, i % 4 === 0);
  });
}

/** The most a guide "under $500" may list: products that cost more do not belong in it. */
function priceCap(audience: string): number {
  const cap = /\bunder \$(\d+)/.exec(audience);
  return cap ? Number(cap[1]) : Infinity;
}

/**
 * The drawn picks a guide may list: of the kinds its title names (no solar panel in a guide to
 * power stations) and within its price cap, topped up from the rest of the category, cheapest
 * first, to at least three where the category has them.
 */
function listable(
  drawn: readonly CatalogProduct[],
  all: readonly CatalogProduct[],
  audience: string,
): CatalogProduct[] {
  const cap = priceCap(audience);
  const fits = (p: CatalogProduct) =>
    p.price <= cap && (p.category.listKinds?.includes(p.kind) ?? true);
  const picks = drawn.filter(fits);
  const spare = all.filter((p) => fits(p) && !picks.includes(p)).sort((a, b) => a.price - b.price);
  while (picks.length < 3 && spare.length > 0) picks.push(spare.shift() as CatalogProduct);
  return picks;
}

function comparisons(
  env: WriterEnv,
  products: readonly CatalogProduct[],
  rng: Prng,
): ArticleDraft[] {
  const pairs: [CatalogProduct, CatalogProduct][] = [];
  const candidates = products.filter((p) => !p.category.creditCard);
  for (let i = 0; i < candidates.length; i++) {
    for (let j = i + 1; j < candidates.length; j++) {
      if (candidates[i].category === candidates[j].category)
        pairs.push([candidates[i], candidates[j]]);
    }
  }
  // Every pair of a category is shuffled, as before kinds were told apart, so that later draws
  // stay put; only like is compared with like (never a console with a headset).
  // Each pair keeps its place in the shuffle for its template, so that a pair's headline does
  // not depend on the pairs dropped before it.
  return rng
    .shuffle(pairs)
    .map((pair, place) => ({ pair, place }))
    .filter(({ pair: [a, b] }) => a.kind === b.kind)
    .slice(0, COMPARISON_COUNT)
    .map(({ pair: [a, b], place }) => comparisonDraft(env, a, b, place, place % 3 === 0));
}
