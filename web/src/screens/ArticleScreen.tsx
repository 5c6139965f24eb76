/** An article: headline, dek, byline with dates, hero image, body and topic links. */
import { StoryHeader } from '../components/StoryHeader';
import { TopicLinks } from '../components/TopicLinks';
import { PageHead } from '../document/PageHead';
import { componentsOfType, isArticle } from '../content/component-items';
import { ArticleJsonLd } from '../seo/ArticleJsonLd';
import { GenericPageScreen } from './GenericPageScreen';
import type { ScreenProps } from './screen-props';

export function ArticleScreen(props: ScreenProps) {
  const { page } = props;
  const article = componentsOfType(page, 'Article')
    .map((component) => component.item)
    .find(isArticle);
  // A page without a usable article still shows what it has.
  if (!article) return <GenericPageScreen {...props} />;

  const canonical = article.canonicalUrl || page.meta.canonicalUrl;
  return (
    <article className="article">
      <PageHead
        title={article.titleTag || article.headline}
        description={article.seoMetaDescription || article.dek || page.meta.description}
        canonical={canonical}
        noIndex={article.noIndex}
      />
      <ArticleJsonLd article={article} canonical={canonical} />
      <StoryHeader
        headline={article.headline}
        dek={article.dek}
        author={article.author}
        published={article.datePublished}
        updated={article.dateUpdated}
        image={article.image}
      />
      {/* The platform's HTML as it comes, for now: a real sanitiser lands in a later issue. */}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: article.body }} />
      <TopicLinks topics={article.topics} />
    </article>
  );
}
