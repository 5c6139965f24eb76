/**
 * The head of a page: title, description, canonical link, robots, Open Graph and Twitter card
 * meta, and rel next/prev. React 19 hoists these into the head, on the server and on every
 * client navigation. Every page gets Open Graph and Twitter basics from its own title,
 * description and URL; a story adds its social title, description, image, type and author.
 */
import type { Image } from '@bytewire/contracts';
import { usePageLocation } from '../app/page-location';
import { useRootData } from '../app/use-root-data';
import { imageSources } from '../images/image-sources';
import { useImageResize } from '../images/image-resize';
import { absoluteUrl } from '../seo/absolute-url';
import { applyTitleTemplate } from './title-template';
import { ampVariantPath } from '../amp/amp-paths';

/** What a shared link shows (Open Graph, Twitter card); each defaults to the page's own. */
export interface SocialMeta {
  title?: string;
  description?: string;
  image?: Image;
  /** og:type; default website. */
  type?: 'article' | 'website';
  /** The author's Twitter handle, with or without its @. */
  twitterCreator?: string;
}

interface PageHeadProps {
  /** The page's own title; the publication name is added (the title template). */
  title?: string;
  description?: string;
  /** Site-relative or absolute, made absolute against the public URL; default: this path. */
  canonical?: string;
  noIndex?: boolean;
  social?: SocialMeta;
  /** The next and previous pages of a paged piece, site-relative or absolute. */
  relNext?: string;
  relPrev?: string;
}

/** Spec 000 s3: a Twitter handle gets an @ prefix if missing. */
export function twitterHandle(handle: string | undefined): string | undefined {
  const trimmed = handle?.trim().replace(/^@+/, '');
  return trimmed && /^\w{1,15}$/.test(trimmed) ? `@${trimmed}` : undefined;
}

// Spec 000 s3: the seo_image size (1200x675) is the one social cards get.
const SOCIAL_IMAGE_SIZE = 'seo_image';

function useSocialImage(image: Image | undefined, base: string) {
  const sources = imageSources(image, useImageResize(), SOCIAL_IMAGE_SIZE);
  const url = sources ? absoluteUrl(sources.src, base) : undefined;
  return url && sources ? { url, width: sources.width, height: sources.height } : undefined;
}

export function PageHead({
  title,
  description,
  canonical,
  noIndex,
  social = {},
  relNext,
  relPrev,
}: PageHeadProps) {
  const { site } = useRootData();
  const { pathname } = usePageLocation();
  const fullTitle = applyTitleTemplate(title, site.publicationName);
  const pageUrl = absoluteUrl(canonical || pathname, site.publicUrl);
  // A page kept out of the index names no canonical URL.
  const canonicalUrl = noIndex ? undefined : pageUrl;
  const socialTitle = social.title || title || site.publicationName;
  const socialDescription = social.description || description;
  const image = useSocialImage(social.image, site.publicUrl);
  const creator = twitterHandle(social.twitterCreator);
  const next = relNext ? absoluteUrl(relNext, site.publicUrl) : undefined;
  const prev = relPrev ? absoluteUrl(relPrev, site.publicUrl) : undefined;
  // A page with an AMP variant (spec 000 s2) names it; the AMP page links back (amp/amp-paths).
  const ampPath = ampVariantPath(pathname);
  const amphtml = ampPath ? absoluteUrl(ampPath, site.publicUrl) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {prev ? <link rel="prev" href={prev} /> : null}
      {next ? <link rel="next" href={next} /> : null}
      {amphtml ? <link rel="amphtml" href={amphtml} /> : null}
      <meta property="og:site_name" content={site.publicationName} />
      <meta property="og:type" content={social.type ?? 'website'} />
      <meta property="og:title" content={socialTitle} />
      {socialDescription ? <meta property="og:description" content={socialDescription} /> : null}
      {pageUrl ? <meta property="og:url" content={pageUrl} /> : null}
      {image ? <meta property="og:image" content={image.url} /> : null}
      {image?.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image?.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image && social.image?.alt ? (
        <meta property="og:image:alt" content={social.image.alt} />
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={socialTitle} />
      {socialDescription ? <meta name="twitter:description" content={socialDescription} /> : null}
      {image ? <meta name="twitter:image" content={image.url} /> : null}
      {creator ? <meta name="twitter:creator" content={creator} /> : null}
    </>
  );
}
