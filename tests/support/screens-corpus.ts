// What the screens spec expects, read from the content API itself (with the cluster's key), so
// that it checks the pages against real data instead of hard-coded titles.
import { composerPage } from './corpus';

export interface ApiAuthor {
  firstName: string;
  lastName: string;
  title?: string;
  bureau?: string;
  bio?: string;
  profileUrl?: string;
  profile?: { expertise?: string };
  socialProfileIds?: { twitter?: string };
}

interface ApiComponent {
  name: string;
  meta: { componentType: string; componentName: string; links?: { next?: { href: string } } };
  items?: { title?: string; url?: string; slug?: string; children?: unknown[] }[];
  item?: Record<string, unknown>;
  paging?: { limit: number; offset: number; total: number };
  list?: { title?: string; relatedItems?: { title: string }[] };
}

interface ApiPage {
  meta: { title: string; description?: string };
  components: ApiComponent[];
}

export async function apiPage(type: string, slug: string, query = ''): Promise<ApiPage> {
  return (await composerPage(type, slug, query)) as unknown as ApiPage;
}

export function named(page: ApiPage, name: string): ApiComponent {
  const found = page.components.find((c) => c.meta.componentName === name);
  if (!found) throw new Error(`no component ${name} on the page`);
  return found;
}

/** An author with a profile page whose twitter handle lacks its @ (spec 000 s3 adds it). */
export async function anAuthorWithoutAt(): Promise<ApiAuthor & { path: string }> {
  const team = named(await apiPage('static', 'meet-the-team'), 'team').items as ApiAuthor[];
  const author = team.find(
    (a) =>
      a.profileUrl && a.socialProfileIds?.twitter && !a.socialProfileIds.twitter.startsWith('@'),
  );
  if (!author?.profileUrl) throw new Error('no author with a bare twitter handle in the corpus');
  return { ...author, path: author.profileUrl };
}

/** A tag whose listing runs past its first page, so that load-more has a next link. */
export async function aPagedTag(
  candidates: readonly string[],
): Promise<{ path: string; name: string; total: number; firstPage: number }> {
  for (const slug of candidates) {
    const list = named(await apiPage('tag', slug), 'tag');
    if (list.meta.links?.next && list.paging) {
      return {
        path: `/tags/${slug}/`,
        name: list.list?.title ?? slug,
        total: list.paging.total,
        firstPage: list.items?.length ?? 0,
      };
    }
  }
  throw new Error(`none of the tags ${candidates.join(', ')} has a second page`);
}
