/**
 * Distinct sections: where a page gives several lists of stories (the home page's top
 * stories, latest, reviews, videos, pictures and trending; a topic's stories, reviews and
 * videos; a feature page's cells; a door's list), no story appears in two of them. The
 * Innovation Index once listed its five newest stories under "Latest" and again under "Index
 * trends". The breaking news bar is an alert about one story, not a list: it may repeat one.
 */
import {
  parsePageResponse,
  type ContentLink,
  type Feature,
  type FeatureRow,
  type Page,
  type PageComponent,
} from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DOORS } from '../src/composer/pages/door.page';
import { FEATURES } from '../src/composer/pages/feature.page';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { createApp, get, pagePath } from './helpers/app';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

/** Components that alert about a story rather than list stories. */
const ALERTS = new Set(['breakingNews']);

async function page(type: string, slug: string, query = ''): Promise<Page> {
  const res = await get(app, `${pagePath(type, slug)}${query}`);
  expect(res.status).toBe(200);
  return parsePageResponse(res.body).data;
}

/** Every listing of a page by name, a feature's cells (and their nested rows) included. */
function listings(p: Page): { name: string; stories: string[] }[] {
  const found: { name: string; stories: string[] }[] = [];
  const visit = (c: PageComponent) => {
    const name = c.meta.componentName ?? c.meta.componentType;
    if (ALERTS.has(name)) return;
    if (Array.isArray(c.items)) {
      const stories = (c.items as ContentLink[])
        .map((item) => item.url ?? '')
        .filter((url) => url !== '' && !url.startsWith('/topic/'));
      found.push({ name, stories });
    }
    const feature = c.item as Feature | undefined;
    if (c.meta.componentType === 'Feature' && feature?.rows) feature.rows.forEach(visitRow);
  };
  const visitRow = (row: FeatureRow) => {
    for (const column of row.columns ?? []) {
      (column.components ?? []).forEach((c) => visit(c as PageComponent));
      (column.children ?? []).forEach(visitRow);
    }
  };
  p.components.forEach(visit);
  return found;
}

/** Stories listed by two sections of the page: "url in a and b". */
function repeated(p: Page): string[] {
  const firstSeen = new Map<string, string>();
  const repeats: string[] = [];
  for (const { name, stories } of listings(p)) {
    for (const url of new Set(stories)) {
      const earlier = firstSeen.get(url);
      if (earlier) repeats.push(`${url} in ${earlier} and ${name}`);
      else firstSeen.set(url, name);
    }
  }
  return repeats;
}

describe('no story twice on one page', () => {
  it('the Innovation Index: latest, index trends and every index cell are distinct', async () => {
    const p = await page('feature', 'innovation-index');
    expect(repeated(p)).toEqual([]);
    const byName = new Map(listings(p).map((l) => [l.name, l.stories]));
    // Distinct, yet full: the sections still list what they promise.
    expect(byName.get('innovationLatest')).toHaveLength(6);
    expect(byName.get('innovationIndexTrends')).toHaveLength(5);
  });

  it('every feature page', async () => {
    for (const slug of Object.keys(FEATURES)) {
      expect({ slug, repeats: repeated(await page('feature', slug)) }).toEqual({
        slug,
        repeats: [],
      });
    }
  });

  it('every topic page, first and second page', async () => {
    for (const topic of index.corpus.topics) {
      expect({ topic: topic.slug, repeats: repeated(await page('topic', topic.slug)) }).toEqual({
        topic: topic.slug,
        repeats: [],
      });
    }
    const big = index.corpus.topics.find((t) => index.inTopic(t.slug).length > 40);
    expect(big).toBeDefined();
    expect(repeated(await page('topic', big!.slug, '?pageNumber=2'))).toEqual([]);
  });

  it('a topic lists its reviews and videos beside its stories, none already in the list', async () => {
    const p = await page('topic', 'laptops');
    const byName = new Map(listings(p).map((l) => [l.name, l.stories]));
    expect(byName.get('topicReviews')?.length).toBeGreaterThan(0);
    expect(byName.get('topic')?.length).toBeGreaterThan(0);
  });

  it('the home page, first and second page of its latest list', async () => {
    expect(repeated(await page('front-door', 'home'))).toEqual([]);
    expect(repeated(await page('front-door', 'home', '?pageNumber=2'))).toEqual([]);
    const byName = new Map(listings(await page('front-door', 'home')).map((l) => [l.name, l]));
    for (const name of ['topStories', 'latest', 'reviews', 'videos', 'pictures', 'trending'])
      expect(byName.get(name)?.stories.length).toBeGreaterThan(0);
  });

  it('every door', async () => {
    for (const slug of Object.keys(DOORS)) {
      expect({ slug, repeats: repeated(await page('door', slug)) }).toEqual({ slug, repeats: [] });
    }
  });
});
