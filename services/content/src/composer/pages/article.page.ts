import type { Article } from '@bytewire/contracts';
import { seamlessAfter, SEAMLESS_DEFAULT_LIMIT } from '../../seamless/seamless-sequence';
import { listing, object, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { relatedTo } from './related';

const ARTICLE: ComponentSpec = { name: 'article', displayName: 'Article', type: 'Article' };

/** An article (every article route): the article, related stories and the seamless queue. */
export function articlePage(ctx: PageContext): PageBody {
  const entry = ctx.index.find('article', ctx.req.slug);
  if (!entry) return missingContent(ctx, ARTICLE, 'article');
  const related = relatedTo(ctx.index, entry, ['article', 'review'], 5);
  const article: Article = { ...entry.item, relatedObjects: related };
  const seamless = listing(
    ctx,
    { name: 'seamless', displayName: 'Seamless', type: 'Seamless' },
    seamlessAfter(ctx.index, entry, SEAMLESS_DEFAULT_LIMIT),
  );
  // Seamless loads more through the seamless endpoint, not the component endpoint.
  seamless.meta.links = {
    self: {
      href: `/api/neutron/seamless/${ctx.siteId}/${article.slug}/web?contentId=${article.id}&limit=${SEAMLESS_DEFAULT_LIMIT}`,
    },
  };
  return {
    id: article.id,
    isSeamless: true,
    meta: {
      title: article.titleTag ?? article.headline ?? article.slug,
      description: article.seoMetaDescription ?? article.dek,
      canonicalUrl: article.canonicalUrl,
      noIndex: article.noIndex,
      relNext: article.relNext,
      relPrev: article.relPrev,
    },
    components: [
      object(ctx, ARTICLE, article),
      listing(
        ctx,
        { name: 'relatedContent', displayName: 'Related', type: 'ContentList' },
        related,
        { list: { title: 'Related stories' } },
      ),
      seamless,
    ],
  };
}
