/**
 * The header's data from the content API (spec 001 s3 and s7): the `header_links` resource
 * (menu items), the search panel's trending listing and autosuggest answer. Types only; the
 * checks of these answers are in chrome-validate.ts (no zod: the browser loads them).
 */
import type { ContentDate, Image } from './entities';

/** What a menu item does beyond being a link (`data` of spec 001 s3). */
export type MenuAction =
  | 'trending'
  | 'topics'
  | 'buying-guides'
  | 'more'
  | 'search'
  | 'accordion'
  | 'account'
  | 'editions';

/**
 * A menu item (spec 001 s3). Its link is chosen by priority (spec 001 s5): topicSlug, then
 * activePage, then route, else linkUrl (an editorial link).
 */
export interface MenuItem {
  linkText: string;
  topicSlug?: string;
  /**
   * A topic link's place in the topic tree: the slugs from the root to the topic, joined by `/`
   * (`tech/wearables/smart-watches`), as topics carry it. The restricted state's rule reads it.
   */
  hslugPath?: string;
  /** A named route of spec 001 s2 (`front-door`, `topics`, `galleries`, `about`, ...). */
  route?: string;
  /** An editorial link: a site path or an absolute URL. */
  linkUrl?: string;
  /** A member page: `preferences` or `newsletters`. */
  activePage?: string;
  trackingName?: string;
  size?: string;
  primary?: boolean;
  class?: string;
  icon?: string;
  /** Show only the icon; the text stays for screen readers. */
  hideText?: boolean;
  /** Opens on click even on wide screens (spec 001 s4). */
  clickToOpen?: boolean;
  mainTopic?: boolean;
  /** Columns of links under the item. */
  subNav?: MenuItem[][];
  /** Sections of the accordion or of a menu. */
  sections?: MenuItem[];
  /** A MenuAction for a top-level menu, or an edition code for an edition link. */
  data?: string;
}

export interface HeaderLinksResponse {
  data: { items: MenuItem[] };
}

/** A trending story (spec 001 s3): shown with its time ago. */
export interface TrendingItem {
  id: string;
  slug: string;
  title: string;
  /** Site-relative URL of the item's canonical route. */
  url: string;
  contentType?: string;
  image?: Image;
  datePublished: ContentDate;
}

export interface TrendingResponse {
  data: { items: TrendingItem[] };
}

export interface SuggestionTopic {
  id: string;
  name: string;
  slug: string;
}

/** A search suggestion (spec 001 s3): content or a video. */
export interface SuggestionItem {
  id: string;
  slug: string;
  title: string;
  /** Site-relative URL of the item's canonical route. */
  url: string;
  contentType?: string;
  image?: Image;
  topics: SuggestionTopic[];
  primaryTopicName?: string;
}

export interface Suggestions {
  topics: SuggestionTopic[];
  content: SuggestionItem[];
  videos: SuggestionItem[];
}

export interface AutosuggestResponse {
  data: { item: Suggestions };
}
