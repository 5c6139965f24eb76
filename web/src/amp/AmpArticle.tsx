/**
 * An article as an AMP page: the article page's story (ArticleStory: kicker, header, best-list
 * picks, body with its shortcodes and sanitised HTML in AMP mode, see amp-mode.ts, topic links)
 * under the AMP head, with the same JSON-LD. Paid content keeps its disclosure. No seamless
 * scrolling: AMP pages run no site scripts.
 */
import type { Article } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';
import { articleVariant } from '../body/article-variant';
import { ArticleStory } from '../components/ArticleStory/ArticleStory';
import { StoryArticle } from '../components/StoryArticle/StoryArticle';
import { storyCanonical, storyHeadText } from '../document/story-head';
import { ArticleJsonLd } from '../seo/ArticleJsonLd';
import { useAmpCanonical } from './amp-canonical';
import { AmpHead } from './AmpHead';

interface AmpArticleProps {
  article: Article;
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}

export function AmpArticle({ article, page, route, params }: AmpArticleProps) {
  const canonical = useAmpCanonical(route, params, storyCanonical(article, page));
  // The variant of the page this is the copy of (a long read, paid content, a best list).
  const variant = articleVariant(article, route.ampOf ?? route.name);
  return (
    <StoryArticle className={`article--${variant}`} data-article-variant={variant}>
      <AmpHead
        {...storyHeadText(article, page)}
        canonicalUrl={canonical.url}
        noIndex={article.noIndex}
      />
      <ArticleJsonLd article={article} canonical={canonical.path} />
      <ArticleStory article={article} variant={variant} />
    </StoryArticle>
  );
}
