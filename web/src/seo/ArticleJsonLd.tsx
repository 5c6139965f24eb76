/** The JSON-LD blocks of an article page (see article-structured-data). */
import type { Article } from '@bytewire/contracts';
import { usePageLocation } from '../app/page-location';
import { useRootData } from '../app/use-root-data';
import { absoluteUrl } from './absolute-url';
import { articleStructuredData } from './article-structured-data';
import { JsonLd } from './json-ld';
import { useSchemaImageOf } from './use-schema-image';

interface ArticleJsonLdProps {
  article: Article;
  /** The canonical URL as PageHead gets it: site-relative or absolute; default: this path. */
  canonical?: string;
}

export function ArticleJsonLd({ article, canonical }: ArticleJsonLdProps) {
  const { site } = useRootData();
  const { pathname } = usePageLocation();
  const imageOf = useSchemaImageOf();
  // Never absent, unlike the canonical link: structured data names the page even when noindex.
  const canonicalUrl = absoluteUrl(canonical || pathname, site.publicUrl) ?? pathname;
  return (
    <>
      {articleStructuredData(article, site, canonicalUrl, imageOf).map((data) => (
        <JsonLd key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
