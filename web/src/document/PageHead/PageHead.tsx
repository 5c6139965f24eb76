/**
 * The head of a page: title, description, canonical link, robots, Open Graph and Twitter card
 * meta, rel next/prev, the AMP copy and a story's alternates and news keywords. React 19
 * hoists these into the head, on the server and on every client navigation. Every page gets
 * Open Graph and Twitter basics from its own title, description and URL; a story adds its
 * social title, description, image, type and author. What the composer says of the page
 * (meta.noIndex, meta.relNext, meta.relPrev) holds on every page, whatever its screen passes.
 */
import type { Image } from '@bytewire/contracts';
import { usePageLocation } from '../../app/page-location';
import { useRootData } from '../../app/use-root-data';
import { imageSources } from '../../images/image-sources';
import { useImageResize } from '../../images/image-resize';
import { absoluteUrl } from '../../seo/absolute-url';
import { usePageMeta } from '../page-meta';
import { applyTitleTemplate } from '../title-template';
import { ampVariantPath } from '../../amp/amp-paths';

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
  /** Other language versions (with hrefLang) and other forms of the page (story-head.ts). */
  alternates?: readonly HeadAlternate[];
  /** Google News keywords (news_keywords). */
  newsKeywords?: readonly string[];
}

/** A `<link rel="alternate">`: another language's version when hrefLang is given. */
export interface HeadAlternate {
  href: string;
  hrefLang?: string;
}

/** Spec 000 s3: a Twitter handle gets an @ prefix if missing. */
export function twitterHandle(handle: string | undefined): string | undefined {
  const trimmed = handle?.trim().replace(/^@+/, '');
  return trimmed && /^\w{1,15}$/.test(trimmed) ? `@${trimmed}` : undefined;
}

/** The path of a site-relative or same-site URL; undefined for another site's. */
function pathOnSite(url: string, publicUrl: string): string | undefined {
  try {
    const base = new URL(publicUrl);
    const parsed = new URL(url, base);
    return parsed.origin === base.origin ? parsed.pathname : undefined;
  } catch {
    return undefined;
  }
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
  alternates = [],
  newsKeywords = [],
}: PageHeadProps) {
  const { site } = useRootData();
  const { pathname } = usePageLocation();
  const meta = usePageMeta();
  const hidden = noIndex === true || meta?.noIndex === true;
  const fullTitle = applyTitleTemplate(title, site.publicationName);
  const pageUrl = absoluteUrl(canonical || pathname, site.publicUrl);
  // A page kept out of the index names no canonical URL.
  const canonicalUrl = hidden ? undefined : pageUrl;
  const socialTitle = social.title || title || site.publicationName;
  const socialDescription = social.description || description;
  const image = useSocialImage(social.image, site.publicUrl);
  const creator = twitterHandle(social.twitterCreator);
  const nextPath = relNext || meta?.relNext;
  const prevPath = relPrev || meta?.relPrev;
  const next = nextPath ? absoluteUrl(nextPath, site.publicUrl) : undefined;
  const prev = prevPath ? absoluteUrl(prevPath, site.publicUrl) : undefined;
  // The story at its canonical URL names its AMP copy (spec 000 s2), which names that URL back
  // (amp/amp-canonical.ts); a copy of the story at another path (a topic article under
  // /article/) names none, so that no AMP page pairs with a URL that is not canonical.
  const canonicalPath = pathOnSite(canonical || pathname, site.publicUrl);
  const ampPath = canonicalPath === pathname ? ampVariantPath(pathname) : undefined;
  const amphtml = ampPath ? absoluteUrl(ampPath, site.publicUrl) : undefined;
  const alternateLinks = alternates.flatMap(({ href, hrefLang }) => {
    const url = absoluteUrl(href, site.publicUrl);
    return url ? [{ href: url, hrefLang }] : [];
  });
  const keywords = newsKeywords.join(', ');
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {hidden ? <meta name="robots" content="noindex" /> : null}
      {prev ? <link rel="prev" href={prev} /> : null}
      {next ? <link rel="next" href={next} /> : null}
      {amphtml ? <link rel="amphtml" href={amphtml} /> : null}
      {alternateLinks.map(({ href, hrefLang }) => (
        <link key={`${hrefLang ?? ''} ${href}`} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {keywords ? <meta name="news_keywords" content={keywords} /> : null}
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
