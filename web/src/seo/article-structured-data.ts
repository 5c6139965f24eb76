/**
 * Structured data (schema.org JSON-LD) of an article, by the rules of spec 000 s9.
 *
 * - The schema type comes from `articleSchemaType` (@bytewire/article-text): Article for
 *   guide-like types, AdvertiserContentArticle for zd-academy, otherwise NewsArticle; a
 *   live-blog tag forces NewsArticle.
 * - The article image is listed at the article_schema sizes 4x3, 16x9 and 1x1: signed resize
 *   URLs with their widths and heights (see schema-image).
 * - The publisher is the publication, with its 310x310 logo.
 * - FAQ markup is a separate FAQPage block, built from the listicles whose heading ends in a
 *   question mark (`faqFromListicles`). It is written only when the article carries the FAQ
 *   flag (tag faq-markup, `hasFaq`) AND at least one such question has an answer: the flag is
 *   the editors' opt-in (a best list may well have a heading like "Is it worth it?" without
 *   being an FAQ page), and a FAQPage without questions is invalid markup.
 *
 * Pure and deterministic (no clock), so the server and the hydrating browser write the same.
 */
import { articleSchemaType, faqFromListicles, hasFaq } from '@bytewire/article-text';
import type { Article } from '@bytewire/contracts';
import type { JsonLdObject } from './json-ld';
import { imageObjects, type SchemaImageOf } from './schema-image';
import {
  compact,
  publicationFields,
  SCHEMA_CONTEXT,
  type StructuredDataSite,
} from './structured-data-parts';

function faqPage(article: Article): JsonLdObject | undefined {
  if (!hasFaq(article)) return undefined;
  const entries = faqFromListicles(article.listicles);
  if (entries.length === 0) return undefined;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * The JSON-LD blocks of an article page: the article itself, then its FAQPage when it has one.
 * `canonicalUrl` is the page's absolute canonical URL (mainEntityOfPage); `imageOf` gives the
 * article image at each size (useSchemaImageOf).
 */
export function articleStructuredData(
  article: Article,
  site: StructuredDataSite,
  canonicalUrl: string,
  imageOf: SchemaImageOf,
): JsonLdObject[] {
  const articleBlock = compact({
    '@context': SCHEMA_CONTEXT,
    '@type': articleSchemaType(article),
    mainEntityOfPage: canonicalUrl,
    // Headline and dek are plain text, shown as they are on the page (never as markup).
    headline: article.headline ?? article.title,
    description: article.dek,
    image: imageObjects(article.image, imageOf),
    ...publicationFields(article, site),
  });
  const faq = faqPage(article);
  return faq ? [articleBlock, faq] : [articleBlock];
}
