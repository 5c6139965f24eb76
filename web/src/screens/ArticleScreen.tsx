/**
 * An article, in the layout of its variant (article-variant.ts): headline, dek, byline with
 * dates, hero image, the body with its shortcodes rendered (ArticleBody) and topic links.
 * Paid content carries its disclosure above the headline; long reads get the long-form
 * layout; best lists open with a list of their picks. SEO meta: PageHead (canonical, Open
 * Graph, Twitter card, rel next/prev, robots) and the article's JSON-LD.
 */
import type { Article } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { ArticleBody } from '../body/ArticleBody';
import { articleVariant, type ArticleVariant } from '../body/article-variant';
import { BestListPicks } from '../body/modules/BestListPicks';
import { SponsorDisclosure } from '../body/modules/SponsorDisclosure';
import { StoryHeader } from '../components/StoryHeader';
import { TopicLinks } from '../components/TopicLinks';
import { PageHead } from '../document/PageHead';
import { componentsOfType, isArticle } from '../content/component-items';
import { SeamlessScroll } from '../seamless/SeamlessScroll';
import { ArticleJsonLd } from '../seo/ArticleJsonLd';
import { GenericPageScreen } from './GenericPageScreen';
import type { ScreenProps } from './screen-props';

const LONGFORM_KICKER = 'In depth';

function Kicker({
  variant,
  publicationName,
}: {
  variant: ArticleVariant;
  publicationName: string;
}) {
  if (variant === 'sponsored') return <SponsorDisclosure publicationName={publicationName} />;
  if (variant === 'longform') return <p className="article__kicker">{LONGFORM_KICKER}</p>;
  return null;
}

interface ArticleHeadProps {
  article: Article;
  canonical?: string;
  /** The page's description, for an article that has none of its own. */
  fallbackDescription?: string;
}

function ArticleHead({ article, canonical, fallbackDescription }: ArticleHeadProps) {
  const description = article.seoMetaDescription || article.dek || fallbackDescription;
  return (
    <PageHead
      title={article.titleTag || article.headline}
      description={description}
      canonical={canonical}
      noIndex={article.noIndex}
      relNext={article.relNext}
      relPrev={article.relPrev}
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

export function ArticleScreen(props: ScreenProps) {
  const { page, route } = props;
  const { site } = useRootData();
  const article = componentsOfType(page, 'Article')
    .map((component) => component.item)
    .find(isArticle);
  // A page without a usable article still shows what it has.
  if (!article) return <GenericPageScreen {...props} />;

  const canonical = article.canonicalUrl || page.meta.canonicalUrl;
  const variant = articleVariant(article, route.name);
  return (
    <article className={`article article--${variant}`} data-article-variant={variant}>
      <ArticleHead
        article={article}
        canonical={canonical}
        fallbackDescription={page.meta.description}
      />
      <ArticleJsonLd article={article} canonical={canonical} />
      <StoryHeader
        headline={article.headline}
        dek={article.dek}
        author={article.author}
        published={article.datePublished}
        updated={article.dateUpdated}
        image={article.image}
        badge={<Kicker variant={variant} publicationName={site.publicationName} />}
      />
      {variant === 'best-list' ? <BestListPicks article={article} /> : null}
      <ArticleBody article={article} />
      <TopicLinks topics={article.topics} />
      <SeamlessScroll story={article} route={route} />
    </article>
  );
}
