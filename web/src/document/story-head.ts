/**
 * The head text of a story page (article, review) and of its AMP copy: the title tag, else
 * the headline; the SEO description, else the dek, else the page's; the canonical URL the
 * story names, else the page's; and its head links (storyHeadLinks).
 */
import type { Article, Review } from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';
import type { HeadAlternate } from './PageHead/PageHead';

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

type LinkedStory = Pick<Article | Review, 'relHrefLang' | 'relAlternate' | 'seoNewsKeywords'>;

export interface StoryHeadLinks {
  alternates: HeadAlternate[];
  newsKeywords: string[];
}

// A language tag (BCP 47: en, en-US, zh-Hant-TW) or x-default, as hreflang takes it.
const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z0-9]{2,8})*)$/i;

/** Spec 000 s5: only http(s) or site-relative links; anything else is no link. */
function isLinkable(href: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(href.trim());
}

/**
 * A story's head links, cleaned where the page entered (libs/contracts content-fields.ts:
 * hreflang entries with a string href and hrefLang, relAlternate a string or absent, the
 * keywords non-blank strings): relHrefLang, the story in other languages
 * (`<link rel="alternate" hreflang>`); relAlternate, another form of it
 * (`<link rel="alternate">`); seoNewsKeywords, its Google News keywords. Kept here, as rules of
 * the head: a link is http(s) or site-relative, a language a BCP 47 tag, a keyword once.
 */
export function storyHeadLinks(story: LinkedStory): StoryHeadLinks {
  const alternates: HeadAlternate[] = (story.relHrefLang ?? []).flatMap(({ href, hrefLang }) =>
    isLinkable(href) && HREFLANG.test(hrefLang) ? [{ href: href.trim(), hrefLang }] : [],
  );
  const { relAlternate } = story;
  if (relAlternate !== undefined && isLinkable(relAlternate)) {
    alternates.push({ href: relAlternate.trim() });
  }
  const newsKeywords = [...new Set((story.seoNewsKeywords ?? []).map((keyword) => keyword.trim()))];
  return { alternates, newsKeywords };
}
