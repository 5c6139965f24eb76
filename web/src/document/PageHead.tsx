/**
 * Title, description and canonical link of a page. React 19 hoists these into the head, on
 * the server and on every client navigation.
 */
import { useLocation } from 'react-router-dom';
import { useRootData } from '../app/use-root-data';
import { absoluteUrl } from '../seo/absolute-url';

interface PageHeadProps {
  /** The page's own title; the publication name is added (the title template). */
  title?: string;
  description?: string;
  /** Site-relative or absolute, made absolute against the public URL; default: this path. */
  canonical?: string;
  noIndex?: boolean;
}

export function PageHead({ title, description, canonical, noIndex }: PageHeadProps) {
  const { site } = useRootData();
  const { pathname } = useLocation();
  const fullTitle = !title
    ? site.publicationName
    : title.includes(site.publicationName)
      ? title
      : `${title} | ${site.publicationName}`;
  // A page kept out of the index names no canonical URL.
  const canonicalUrl = noIndex ? undefined : absoluteUrl(canonical || pathname, site.publicUrl);
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
