/**
 * The story of a page loaded by seamless scrolling: the article, review or video its route's
 * screen shows, from the page's components, cleaned where the page entered (a page without one
 * is not shown).
 */
import type { Article, Review, Video } from '@bytewire/contracts';
import type { ScreenName } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';
import { reviewOf } from '../components/review/review-item';
import { firstItemOf } from '../content/component-items';

export type SeamlessStory =
  | { kind: 'article'; item: Article }
  | { kind: 'review'; item: Review }
  | { kind: 'video'; item: Video };

export function storyOf(page: PageContent, screen: ScreenName): SeamlessStory | undefined {
  switch (screen) {
    case 'article': {
      const item = firstItemOf(page, 'Article');
      return item ? { kind: 'article', item } : undefined;
    }
    case 'review': {
      const item = reviewOf(page);
      return item ? { kind: 'review', item } : undefined;
    }
    case 'video': {
      const item = firstItemOf(page, 'Video');
      return item ? { kind: 'video', item } : undefined;
    }
    default:
      return undefined;
  }
}

/** The headline shown on the page. */
export function storyHeadline(story: SeamlessStory): string {
  return story.kind === 'video'
    ? (story.item.title ?? story.item.headline ?? '')
    : (story.item.headline ?? '');
}

/** The page's own title, before the title template: the SEO title tag when there is one. */
export function storyTitle(story: SeamlessStory): string {
  if (story.kind === 'video') return storyHeadline(story);
  return story.item.titleTag || storyHeadline(story);
}

/** Every identifier the story is known by, so that no listing item loads it a second time. */
export function storyIdentifiers(story: Pick<SeamlessStory['item'], 'id' | 'slug'>): string[] {
  return [story.id, story.slug].filter((value): value is string => Boolean(value));
}
