import { buildPath } from '@bytewire/routes';
import { listing, object, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { pageWindow } from '../paging';
import { relatedTo } from './related';

const GALLERY: ComponentSpec = { name: 'gallery', displayName: 'Gallery', type: 'Gallery' };

function slidePath(slug: string, n: number): string {
  return buildPath('gallery', { slug, pageNumber: n <= 1 ? undefined : String(n) });
}

/** A gallery, one photo per page: pageNumber picks the photo (paging limit 1). */
export function galleryPage(ctx: PageContext): PageBody {
  const entry = ctx.index.find('gallery', ctx.req.slug);
  if (!entry) return missingContent(ctx, GALLERY, 'gallery');
  const gallery = entry.item;
  const window = pageWindow(ctx.req.pageNumber, gallery.items.length, 1);
  const component = object(ctx, GALLERY, gallery);
  component.paging = { limit: 1, offset: window.offset, total: gallery.items.length };
  component.meta.links = ctx.links.of(GALLERY.name, window.page, window.page < window.lastPage);
  const photo = gallery.items[window.offset];
  return {
    id: gallery.id,
    meta: {
      title:
        window.page > 1 && photo
          ? `${gallery.title}: ${photo.title ?? `photo ${window.page}`}`
          : gallery.title,
      description: gallery.dek,
      canonicalUrl: slidePath(gallery.slug, window.page),
      relPrev: window.page > 1 ? slidePath(gallery.slug, window.page - 1) : undefined,
      relNext: window.page < window.lastPage ? slidePath(gallery.slug, window.page + 1) : undefined,
    },
    components: [
      component,
      listing(
        ctx,
        { name: 'relatedGalleries', displayName: 'More galleries', type: 'ContentList' },
        relatedTo(ctx.index, entry, ['gallery'], 4),
        {
          list: {
            title: 'More galleries',
            viewMoreUrl: '/pictures/',
            viewMoreText: 'All galleries',
          },
        },
      ),
    ],
  };
}
