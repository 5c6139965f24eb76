/**
 * The head text of a story page (article, review) and of its AMP copy: the title tag, else
 * the headline; the SEO description, else the dek, else the page's; and the canonical URL the
 * story names, else the page's.
 */
import type { Article, Review } from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';

type HeadStory = Pick<
  Article | Review,
  'titleTag' | 'headline' | 'seoMetaDescription' | 'dek' | 'canonicalUrl'
>;

export interface StoryHeadText {
  title?: string;
  description?: string;
}

export function storyHeadText(story: HeadStory, page: PageContent): StoryHeadText {
  return {
    title: story.titleTag || story.headline,
    description: story.seoMetaDescription || story.dek || page.meta.description,
  };
}

export function storyCanonical(story: HeadStory, page: PageContent): string | undefined {
  return story.canonicalUrl || page.meta.canonicalUrl;
}
