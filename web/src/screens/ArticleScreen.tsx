/**
 * An article, in the layout of its variant (article-variant.ts): headline, dek, byline with
 * dates, hero image, the body with its shortcodes rendered (ArticleBody) and topic links
 * (ArticleStory, shared with the AMP copy), the reader's recommendation items (ordered by the
 * decision service), then the next stories (seamless scrolling).
 * Paid content carries its disclosure above the headline; long reads get the long-form
 * layout; best lists open with a list of their picks. The comments follow the story unless it
 * suppresses them (CommentsSection). SEO meta: PageHead (canonical, Open
 * Graph, Twitter card, rel next/prev, robots) and the article's JSON-LD.
 */
import type { Article } from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';
import { PartnerAd } from '../ads/partners/PartnerAd/PartnerAd';
import { articleVariant } from '../body/article-variant';
import { ArticleStory } from '../components/ArticleStory/ArticleStory';
import { StoryArticle } from '../components/StoryArticle/StoryArticle';
import { PageHead } from '../document/PageHead/PageHead';
import { storyCanonical, storyHeadLinks, storyHeadText } from '../document/story-head';
import { firstItemOf } from '../content/component-items';
import { CommentsSection } from '../discussion/CommentsSection/CommentsSection';
import { recommendationCandidates } from '../recommendations/recommendation-candidates';
import { LazyRecommendations } from '../recommendations/LazyRecommendations';
import { SeamlessScroll } from '../seamless/SeamlessScroll/SeamlessScroll';
import { ArticleJsonLd } from '../seo/ArticleJsonLd';
import type { ScreenProps } from './screen-props';

interface ArticleHeadProps {
  article: Article;
  page: PageContent;
  canonical?: string;
}

function ArticleHead({ article, page, canonical }: ArticleHeadProps) {
  const { title, description } = storyHeadText(article, page);
  return (
    <PageHead
      title={title}
      description={description}
      canonical={canonical}
      noIndex={article.noIndex}
      relNext={article.relNext}
      relPrev={article.relPrev}
      {...storyHeadLinks(article)}
      social={{
        title: article.seoOgTitle || article.headline,
        description: article.seoOgDescription || description,
        image: article.seoOgImage ?? article.image,
        type: 'article',
        twitterCreator: article.seoTwitterCreator,
      }}
    />
  );
}

/** A page without a usable article still shows what it has, on the generic page screen. */
export const showsArticle = ({ page }: ScreenProps) => firstItemOf(page, 'Article') !== undefined;

export function ArticleScreen(props: ScreenProps) {
  const { page, route } = props;
  const article = firstItemOf(page, 'Article');
  // Never: such a page shows on the generic page screen (showsArticle).
  if (!article) return null;

  const canonical = storyCanonical(article, page);
  const variant = articleVariant(article, route.name);
  return (
    // article--{variant}: the variant's layout (styles/article-body.css).
    <StoryArticle className={`article--${variant}`} data-article-variant={variant}>
      <ArticleHead article={article} page={page} canonical={canonical} />
      <ArticleJsonLd article={article} canonical={canonical} />
      <ArticleStory article={article} variant={variant} />
      <div className="ad-slot" data-ad-slot="article-mpu" data-state="collapsed" />
      <PartnerAd part="contextual" item={article} />
      <LazyRecommendations candidates={recommendationCandidates(page, canonical)} />
      <PartnerAd part="recommendations" item={article} />
      <CommentsSection story={article} canonical={canonical} />
      <SeamlessScroll story={article} route={route} />
    </StoryArticle>
  );
}
