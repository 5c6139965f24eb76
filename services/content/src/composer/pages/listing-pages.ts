/** Pages that list the content of one subject: a tag, a collection, an author. */
import type { ContentLink, RicochetCollectionItem } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import { listing, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { DOOR_PAGE_SIZE, pagedMeta, pagedPath, pageWindow } from '../paging';

const TAG: ComponentSpec = { name: 'tag', displayName: 'Tag', type: 'ContentList' };
const COLLECTION: ComponentSpec = {
  name: 'collection',
  displayName: 'Collection',
  type: 'ContentList',
};
const AUTHOR: ComponentSpec = { name: 'author', displayName: 'Author', type: 'AuthorList' };

function paged(ctx: PageContext, links: ContentLink[]) {
  return pageWindow(ctx.req.pageNumber, links.length, DOOR_PAGE_SIZE);
}

/** The listing's pages in the query of its one path (the route has no page number). */
const queryPaged = (firstPage: string) => (page: number) => pagedPath(firstPage, page);

export function tagPage(ctx: PageContext): PageBody {
  const tag = ctx.index.tags.get(ctx.req.slug);
  if (!tag) return missingContent(ctx, TAG);
  const links = ctx.index.withTag(tag.slug).map((e) => e.link);
  const window = paged(ctx, links);
  return {
    id: `tag:${tag.slug}`,
    meta: {
      title: tag.name,
      description: `Stories tagged ${tag.name}.`,
      ...pagedMeta(window, queryPaged(contentItemPath('tag', tag.slug))),
    },
    components: [
      listing(ctx, TAG, links, {
        window,
        required: true,
        list: { title: tag.name, slug: tag.slug, tag },
      }),
    ],
  };
}

export function collectionPage(ctx: PageContext): PageBody {
  const collection = ctx.index.collections.get(ctx.req.slug);
  if (!collection) return missingContent(ctx, COLLECTION);
  const links = ctx.index.inCollection(collection.slug).map((e) => e.link);
  const window = paged(ctx, links);
  const others: RicochetCollectionItem[] = ctx.index.corpus.collections
    .filter((c) => c.id !== collection.id && !c.hide)
    .map((c) => ({ slug: c.slug, title: c.title, type: 'collection' }));
  return {
    id: collection.id,
    meta: {
      title: collection.title,
      description: collection.description,
      ...pagedMeta(window, queryPaged(contentItemPath('collection', collection.slug))),
    },
    components: [
      listing(ctx, COLLECTION, links, {
        window,
        required: true,
        list: {
          title: collection.title,
          description: collection.description,
          slug: collection.slug,
          collection,
        },
      }),
      listing(
        ctx,
        {
          name: 'relatedCollections',
          displayName: 'More collections',
          type: 'RicochetCollections',
        },
        others,
        {
          list: { title: 'More collections' },
        },
      ),
    ],
  };
}

/** An author profile (/meet-the-team/{slug}/): only authors with a bureau have one. */
export function authorPage(ctx: PageContext): PageBody {
  const author = ctx.index.profiles.get(ctx.req.slug);
  if (!author) return missingContent(ctx, AUTHOR);
  const links = ctx.index.byAuthor(author.id).map((e) => e.link);
  const name = `${author.firstName} ${author.lastName}`;
  const window = paged(ctx, links);
  return {
    id: author.id,
    meta: {
      title: name,
      description: author.bio,
      ...pagedMeta(window, queryPaged(contentItemPath('author', ctx.req.slug))),
    },
    components: [
      listing(ctx, AUTHOR, [author], { required: true, list: { title: name, author } }),
      listing(
        ctx,
        { name: 'authorContent', displayName: `Latest from ${name}`, type: 'ContentList' },
        links,
        {
          window,
          list: { title: `Latest from ${author.firstName}`, author },
        },
      ),
    ],
  };
}
