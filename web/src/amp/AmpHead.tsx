/**
 * The head of an AMP page: title (the site's title template), description, robots, and the
 * canonical link to the page it is the AMP copy of. AMP requires the canonical link, so unlike
 * PageHead it is written for noindex pages too. React 19 hoists these into the head.
 */
import { useRootData } from '../app/use-root-data';
import { usePageMeta } from '../document/page-meta';
import { applyTitleTemplate } from '../document/title-template';

interface AmpHeadProps {
  title?: string;
  description?: string;
  /** Absolute URL of the non-AMP page. */
  canonicalUrl: string;
  noIndex?: boolean;
}

export function AmpHead({ title, description, canonicalUrl, noIndex }: AmpHeadProps) {
  const { site } = useRootData();
  const meta = usePageMeta();
  const hidden = noIndex === true || meta?.noIndex === true;
  return (
    <>
      <title>{applyTitleTemplate(title, site.publicationName)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {hidden ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonicalUrl} />
    </>
  );
}
