/**
 * Which layout an article gets. Paid content always shows as paid, whatever else it is; then
 * long reads (the article-topic-longform route, or an article laid out or typed as long-form);
 * then best lists and guides (spec 000 s9 best-list types); everything else is standard.
 */
import { isBestList, isSponsored } from '@bytewire/article-text';
import type { Article } from '@bytewire/contracts';

export type ArticleVariant = 'sponsored' | 'longform' | 'best-list' | 'standard';

export const LONGFORM_ROUTE = 'article-topic-longform';
export const SPONSORED_ROUTE = 'sponsored-article';
const LONGFORM = 'longform';

export function articleVariant(article: Article, routeName: string): ArticleVariant {
  if (routeName === SPONSORED_ROUTE || isSponsored(article)) return 'sponsored';
  if (
    routeName === LONGFORM_ROUTE ||
    article.layoutName === LONGFORM ||
    article.subType === LONGFORM ||
    article.type === LONGFORM
  ) {
    return 'longform';
  }
  return isBestList(article) ? 'best-list' : 'standard';
}
