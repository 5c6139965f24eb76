import { listing, object, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { relatedTo } from './related';

const VIDEO: ComponentSpec = { name: 'video', displayName: 'Video', type: 'Video' };

/** A video page: the video with its files, and more videos. */
export function videoPage(ctx: PageContext): PageBody {
  const entry = ctx.index.find('video', ctx.req.slug);
  if (!entry) return missingContent(ctx, VIDEO, 'video');
  const video = entry.item;
  return {
    id: video.id,
    meta: {
      title: video.title ?? video.slug,
      description: video.description,
      canonicalUrl: entry.link.url,
    },
    components: [
      object(ctx, VIDEO, video),
      listing(
        ctx,
        { name: 'relatedVideos', displayName: 'More videos', type: 'VideoList' },
        relatedTo(ctx.index, entry, ['video'], 6),
        {
          list: { title: 'More videos', viewMoreUrl: '/video/', viewMoreText: 'All videos' },
        },
      ),
    ],
  };
}
