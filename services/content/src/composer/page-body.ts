import type { PageComponent, PageMeta } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import type { ContentKind } from '../corpus/corpus-index';
import { moved, notFound, type ComponentSpec } from './components';
import type { PageContext } from './page-context';

/** What a page builder produces; the composer adds the envelope, header and footer. */
export interface PageBody {
  id: string;
  meta: PageMeta;
  components: PageComponent[];
  isSeamless?: boolean;
}

/**
 * The page for a slug the corpus lacks: a 301 component when the slug was renamed, else a
 * 404 component, as the platform answers (HTTP 200 either way).
 */
export function missingContent(
  ctx: PageContext,
  spec: ComponentSpec,
  kind?: ContentKind,
): PageBody {
  const { req } = ctx;
  const newSlug = kind ? ctx.index.renamedTo(kind, req.slug) : undefined;
  if (newSlug) {
    const target = ctx.index.bySlugAnyKind(newSlug);
    return {
      id: `${req.type}:${req.slug}`,
      meta: {
        title: 'This page has moved',
        noIndex: true,
        canonicalUrl: target?.link.url ?? contentItemPath(kind ?? 'article', newSlug),
      },
      components: [moved(spec, req.edition, newSlug)],
    };
  }
  return {
    id: `${req.type}:${req.slug}`,
    meta: { title: 'Content not found', noIndex: true },
    components: [notFound(spec)],
  };
}
