/**
 * An article as an AMP page: the article screen's header, best-list picks, body (its shortcodes
 * and sanitised HTML in AMP mode, see amp-mode.ts) and topic links, with the same JSON-LD.
 * Paid content keeps its disclosure. No seamless scrolling: AMP pages run no site scripts.
 */
import type { Article } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';
import { useRootData } from '../app/use-root-data';
import { ArticleBody } from '../body/ArticleBody';
import { articleVariant } from '../body/article-variant';
import { BestListPicks } from '../body/modules/BestListPicks';
import { SponsorDisclosure } from '../body/modules/SponsorDisclosure';
import { TopicLinks } from '../components/TopicLinks';
import { ArticleJsonLd } from '../seo/ArticleJsonLd';
import { useAmpCanonical } from './amp-canonical';
import { AmpHead } from './AmpHead';
import { AmpStoryHeader } from './AmpStoryHeader';

interface AmpArticleProps {
  article: Article;
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}

export function AmpArticle({ article, page, route, params }: AmpArticleProps) {
  const { site } = useRootData();
  const canonical = useAmpCanonical(route, params);
  // The variant of the page this is the copy of (a long read, paid content, a best list).
  const variant = articleVariant(article, route.ampOf ?? route.name);
  return (
    <article className={`article article--${variant}`} data-article-variant={variant}>
      <AmpHead
        title={article.titleTag || article.headline}
        description={article.seoMetaDescription || article.dek || page.meta.description}
        canonicalUrl={canonical.url}
        noIndex={article.noIndex}
      />
      <ArticleJsonLd
        article={article}
        canonical={article.canonicalUrl || page.meta.canonicalUrl || canonical.path}
      />
      <AmpStoryHeader
        headline={article.headline}
        dek={article.dek}
        author={article.author}
        published={article.datePublished}
        updated={article.dateUpdated}
        image={article.image}
        badge={
          variant === 'sponsored' ? (
            <SponsorDisclosure publicationName={site.publicationName} />
          ) : undefined
        }
      />
      {variant === 'best-list' ? <BestListPicks article={article} /> : null}
      <ArticleBody article={article} />
      <TopicLinks topics={article.topics} />
    </article>
  );
}
