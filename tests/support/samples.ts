// Sample pages of each kind, picked from the bundled corpus through the content API's own
// listings, so that the suites follow the corpus instead of hard-coding slugs.
import { composerPage } from './corpus';

interface Listed {
  url?: string;
  title?: string;
}

/** The first listed URL of a door that matches the pattern. */
async function firstOnDoor(door: string, pattern: RegExp): Promise<Listed & { url: string }> {
  const page = await composerPage('door', door);
  for (const component of page.components) {
    const found = (component.items ?? []).find((item) => pattern.test(item.url ?? ''));
    if (found?.url) return { ...found, url: found.url };
  }
  throw new Error(`the ${door} door lists no URL matching ${String(pattern)}`);
}

/** A gallery's path, from the pictures door. */
export async function aGallery(): Promise<string> {
  return (await firstOnDoor('pictures', /^\/pictures\/[a-z0-9-]+\/$/)).url;
}

/** A video's path, from the video door. */
export async function aVideo(): Promise<string> {
  return (await firstOnDoor('video', /^\/video\/[a-z0-9-]+\/$/)).url;
}

/** A review (product page) path, from the reviews door. */
export async function aReview(): Promise<string> {
  return (await firstOnDoor('reviews', /^\/product\/[a-z0-9-]+\/$/)).url;
}

interface SitemapEntry {
  url: string;
  title?: string;
}

/** The first 1000 URLs a content sitemap of the content API lists (articles, reviews, ...). */
export async function sitemapEntries(name: string): Promise<SitemapEntry[]> {
  const base = process.env.CONTENT_URL as string;
  const url = `${base}/api/neutron/sitemaps/${name}?limit=1000`;
  const res = await fetch(url, {
    headers: { 'x-api-key': process.env.CONTENT_API_KEY as string },
  });
  if (!res.ok) throw new Error(`content API answered ${res.status} for ${url}`);
  return ((await res.json()) as { data: { items: SitemapEntry[] } }).data.items;
}
