// Reads the bundled corpus through the content API itself (with the cluster's key), so that the
// tests pick real URLs and headlines instead of hard-coding them.
import { DEFAULT_SITE_ID } from '@bytewire/site';

interface ListItem {
  id?: string;
  title?: string;
  headline?: string;
  slug?: string;
  url?: string;
  type?: string;
  typeName?: string;
}

interface Component {
  meta: { componentType: string };
  items?: ListItem[];
  item?: { headline?: string; title?: string };
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the cluster`);
  return value;
}

export async function composerPage(
  type: string,
  slug: string,
  query = '',
): Promise<{ components: Component[] }> {
  const url = `${env('CONTENT_URL')}/api/neutron/composer/${DEFAULT_SITE_ID}/pages/${type}/${slug}/web${query}`;
  const res = await fetch(url, { headers: { 'x-api-key': env('CONTENT_API_KEY') } });
  if (!res.ok) throw new Error(`content API answered ${res.status} for ${url}`);
  return ((await res.json()) as { data: { components: Component[] } }).data;
}

/** The headlines of the news door's first page, as the content API lists them. */
export async function newsHeadlines(): Promise<ListItem[]> {
  const page = await composerPage('door', 'news');
  const list = page.components.find(
    (c) => c.meta.componentType === 'ContentList' && c.items?.length,
  );
  if (!list?.items) throw new Error('the news door has no ContentList with items');
  return list.items;
}

/** A site-relative URL of an article from the news door, and its headline. */
export async function anArticle(): Promise<{ path: string; headline: string }> {
  const items = await newsHeadlines();
  const item = items.find((i) => /^\/article\/[a-z0-9-]+\/$/.test(i.url ?? ''));
  if (!item?.url) throw new Error('no plain article on the news door');
  return { path: item.url, headline: item.title ?? item.headline ?? '' };
}

/**
 * An article of the news door (its first pages) whose body embeds a social post (the corpus'
 * live blogs quote the newsroom's posts as `twitter-tweet` blockquotes).
 */
export async function anArticleWithSocialPost(): Promise<{ path: string; headline: string }> {
  for (const query of ['', '?pageNumber=2', '?pageNumber=3']) {
    const list = (await composerPage('door', 'news', query)).components.find(
      (c) => c.meta.componentType === 'ContentList' && c.items?.length,
    );
    for (const item of list?.items ?? []) {
      const slug = /^\/article\/([a-z0-9-]+)\/$/.exec(item.url ?? '')?.[1];
      if (!slug) continue;
      const article = (await composerPage('article', slug)).components.find((c) => c.item);
      const body = (article?.item as { body?: string } | undefined)?.body ?? '';
      if (body.includes('class="twitter-tweet"')) {
        return { path: item.url as string, headline: item.title ?? item.headline ?? '' };
      }
    }
  }
  throw new Error('no article on the first news pages embeds a social post');
}

/** An article of a topic's page (its first list), filed under that topic by the content API. */
export async function aStoryFiledUnder(topic: string): Promise<{ path: string; headline: string }> {
  const lists = (await composerPage('topic', topic)).components.filter((c) => c.items?.length);
  for (const item of lists.flatMap((c) => c.items ?? [])) {
    const slug = /^\/article\/([a-z0-9-]+)\/$/.exec(item.url ?? '')?.[1];
    if (!slug) continue;
    const article = (await composerPage('article', slug)).components.find((c) => c.item);
    const topics = (article?.item as { topics?: { slug?: string }[] } | undefined)?.topics ?? [];
    if (topics.some((t) => t.slug === topic)) {
      return { path: item.url as string, headline: item.title ?? item.headline ?? '' };
    }
  }
  throw new Error(`no article on the ${topic} topic page is filed under it`);
}

interface ComponentError {
  code: number;
  context?: { availableOn?: { edition: string; slug: string }[] };
}

/** The slug the content API gives as the new home of a renamed article (component error 301). */
export async function renamedTo(oldSlug: string): Promise<string> {
  const page = (await composerPage('article', oldSlug)) as unknown as {
    components: { errors?: ComponentError[] }[];
  };
  const error = page.components.flatMap((c) => c.errors ?? []).find((e) => e.code === 301);
  const slug = error?.context?.availableOn?.find((a) => a.edition === 'us')?.slug;
  if (!slug) throw new Error(`the content API does not report ${oldSlug} as renamed`);
  return slug;
}

/** The news door's paging, as the content API gives it for a page. */
export async function newsPaging(
  pageNumber: number,
): Promise<{ limit: number; offset: number; total: number }> {
  const page = (await composerPage('door', 'news', `?pageNumber=${pageNumber}`)) as unknown as {
    components: { paging?: { limit: number; offset: number; total: number } }[];
  };
  const paging = page.components.find((c) => c.paging)?.paging;
  if (!paging) throw new Error('the news door has no paging');
  return paging;
}

/** A review from the reviews door: its path, and its headline and rating as the content API gives them. */
export async function aReview(): Promise<{ path: string; headline: string; rating?: number }> {
  const door = await composerPage('door', 'reviews');
  const url = door.components
    .flatMap((c) => (c.meta.componentType === 'ContentList' ? (c.items ?? []) : []))
    .map((i) => i.url ?? '')
    .find((u) => /^\/product\/[a-z0-9-]+\/$/.test(u));
  if (!url) throw new Error('no review on the reviews door');
  const slug = url.split('/')[2];
  const page = (await composerPage('review', slug)) as unknown as {
    components: {
      meta: { componentType: string };
      item?: { headline?: string; rating?: number };
    }[];
  };
  const review = page.components.find((c) => c.meta.componentType === 'Review')?.item;
  if (!review?.headline) throw new Error(`the content API has no Review component for ${slug}`);
  return { path: url, headline: review.headline, rating: review.rating };
}
