/**
 * An article's body: its HTML sanitised (SafeHtml), commerce links from its offers, each
 * shortcode rendered from the article's payloads (BodyShortcode), and the related stories
 * module injected where the text length puts it (related-injection.ts), else after the body.
 */
import type { Article, ContentLink } from '@bytewire/contracts';
import { useMemo } from 'react';
import { BodyShortcode } from './BodyShortcode';
import { RelatedStories } from './modules/RelatedStories/RelatedStories';
import { injectRelatedStories } from './related-injection';
import { SafeHtml } from './SafeHtml';
import { bodyOffers } from './shortcode-data';

/** The related links with a title to show (links cleaned where the page entered). */
function relatedLinks(article: Article): ContentLink[] {
  return (article.relatedObjects ?? []).filter((link) => link.title.trim() !== '');
}

export function ArticleBody({ article }: { article: Article }) {
  const related = useMemo(() => relatedLinks(article), [article]);
  const { body, injected } = useMemo(
    () => injectRelatedStories(article, related.length > 0),
    [article, related],
  );
  const offers = useMemo(() => bodyOffers(article), [article]);
  return (
    <>
      <SafeHtml
        html={body}
        className="article__body"
        offers={offers}
        renderShortcode={(shortcode) => (
          <BodyShortcode shortcode={shortcode} article={article} related={related} />
        )}
      />
      {injected ? null : <RelatedStories links={related} />}
    </>
  );
}
