// Articles of each variant and with each kind of shortcode, found in the bundled corpus through
// the content API (the articles sitemap, then each article's composer page), so that the
// article-body suite follows the corpus instead of hard-coding slugs.
import { DEFAULT_SITE_ID } from '@bytewire/site';
import { composerPage } from './corpus';

export interface SampleArticle {
  path: string;
  slug: string;
  headline: string;
  body: string;
  section?: string;
  type?: string;
  listicles: { uuid: string; hed: string; shortcodeType?: string }[];
  reviewCards: { uuid: string; productName: string; rating?: number }[];
  seoOgTitle?: string;
  seoOgDescription?: string;
  seoTwitterCreator?: string;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the cluster`);
  return value;
}

async function articlePaths(): Promise<string[]> {
  const url = `${env('CONTENT_URL')}/api/neutron/sitemaps/articles?limit=1000`;
  const res = await fetch(url, { headers: { 'x-api-key': env('CONTENT_API_KEY') } });
  if (!res.ok) throw new Error(`content API answered ${res.status} for ${url}`);
  const { data } = (await res.json()) as { data: { items: { url: string }[] } };
  return data.items.map((item) => item.url);
}

const loaded = new Map<string, SampleArticle>();

async function article(path: string): Promise<SampleArticle> {
  const known = loaded.get(path);
  if (known) return known;
  const slug = path.split('/').filter(Boolean).at(-1) ?? '';
  const page = (await composerPage('article', slug)) as unknown as {
    components: { meta: { componentType: string }; item?: Omit<SampleArticle, 'path'> }[];
  };
  const item = page.components.find((c) => c.meta.componentType === 'Article')?.item;
  if (!item) throw new Error(`the content API has no Article component for ${path}`);
  const sample = {
    ...item,
    path,
    slug,
    listicles: item.listicles ?? [],
    reviewCards: item.reviewCards ?? [],
  };
  loaded.set(path, sample);
  return sample;
}

/** The first article (in sitemap order) whose path and content match. */
export async function findArticle(
  description: string,
  matches: (article: SampleArticle) => boolean,
  pathPattern: RegExp = /^\//,
): Promise<SampleArticle> {
  for (const path of await articlePaths()) {
    if (!pathPattern.test(path)) continue;
    const candidate = await article(path);
    if (matches(candidate)) return candidate;
  }
  throw new Error(`no article in the corpus is ${description} (site ${DEFAULT_SITE_ID})`);
}

/** How many `<shortcode shortcode="TYPE"` elements the raw body holds. */
export function shortcodeCount(body: string, type: string): number {
  return body.split(`shortcode="${type}"`).length - 1;
}
