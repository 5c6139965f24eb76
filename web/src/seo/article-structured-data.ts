/**
 * Structured data (schema.org JSON-LD) of an article, by the rules of spec 000 s9.
 *
 * - The schema type comes from `articleSchemaType` (@bytewire/article-text): Article for
 *   guide-like types, AdvertiserContentArticle for zd-academy, otherwise NewsArticle; a
 *   live-blog tag forces NewsArticle.
 * - The article image is listed three times, at the article_schema sizes 4x3, 16x9 and 1x1.
 *   The image resize service is not wired yet, so each entry is the image's own imageUrl made
 *   absolute; the sizes are those of @bytewire/media's article_schema_* presets, which the
 *   entries will carry once resized URLs take their place.
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
import {
  parseContentDateTime,
  type Article,
  type Author,
  type ContentDate,
} from '@bytewire/contracts';
import type { SiteInfo } from '../app/load-context';
import { absoluteUrl } from './absolute-url';
import type { JsonLdObject } from './json-ld';

const CONTEXT = 'https://schema.org';

/** The article_schema presets of spec 000 s9 (sizes as in @bytewire/media). */
export const ARTICLE_IMAGE_SIZES = [
  { ratio: '4x3', width: 1200, height: 900 },
  { ratio: '16x9', width: 1200, height: 675 },
  { ratio: '1x1', width: 1200, height: 1200 },
] as const;

export const PUBLISHER_LOGO_SIZE = 310;

export type StructuredDataSite = Pick<SiteInfo, 'publicationName' | 'publicUrl'>;

/** The publisher's logo: the 310x310 placeholder served under the site's public URL. */
export function publisherLogoUrl(site: StructuredDataSite): string {
  const size = `${PUBLISHER_LOGO_SIZE}x${PUBLISHER_LOGO_SIZE}`;
  return `${site.publicUrl.replace(/\/+$/, '')}/placeholder/${size}.svg`;
}

function isoDate(date: ContentDate | undefined): string | undefined {
  return parseContentDateTime(date)?.toISOString();
}

/** Drops the undefined and empty-string fields, so that the JSON names only what is known. */
function compact(fields: Record<string, JsonLdObject[string] | undefined>): JsonLdObject {
  const out: JsonLdObject = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

function person(author: Author | undefined, site: StructuredDataSite): JsonLdObject | undefined {
  const name = [author?.firstName, author?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (!author || name === '') return undefined;
  const url = author.profileUrl ? absoluteUrl(author.profileUrl, site.publicUrl) : undefined;
  return compact({ '@type': 'Person', name, url });
}

function images(article: Article, site: StructuredDataSite): JsonLdObject[] | undefined {
  const url = article.image?.imageUrl
    ? absoluteUrl(article.image.imageUrl, site.publicUrl)
    : undefined;
  if (!url) return undefined;
  return ARTICLE_IMAGE_SIZES.map(({ width, height }) => ({
    '@type': 'ImageObject',
    url,
    width,
    height,
  }));
}

function faqPage(article: Article): JsonLdObject | undefined {
  if (!hasFaq(article)) return undefined;
  const entries = faqFromListicles(article.listicles);
  if (entries.length === 0) return undefined;
  return {
    '@context': CONTEXT,
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
 * `canonicalUrl` is the page's absolute canonical URL (mainEntityOfPage).
 */
export function articleStructuredData(
  article: Article,
  site: StructuredDataSite,
  canonicalUrl: string,
): JsonLdObject[] {
  const datePublished = isoDate(article.datePublished);
  const articleBlock = compact({
    '@context': CONTEXT,
    '@type': articleSchemaType(article),
    mainEntityOfPage: canonicalUrl,
    // Headline and dek are plain text, shown as they are on the page (never as markup).
    headline: article.headline ?? article.title,
    description: article.dek,
    image: images(article, site),
    datePublished,
    // An article never updated was last modified when it was published.
    dateModified: isoDate(article.dateUpdated) ?? datePublished,
    author: person(article.author, site),
    publisher: {
      '@type': 'Organization',
      name: site.publicationName,
      logo: {
        '@type': 'ImageObject',
        url: publisherLogoUrl(site),
        width: PUBLISHER_LOGO_SIZE,
        height: PUBLISHER_LOGO_SIZE,
      },
    },
  });
  const faq = faqPage(article);
  return faq ? [articleBlock, faq] : [articleBlock];
}
