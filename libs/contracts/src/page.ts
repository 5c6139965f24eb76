/**
 * The page response of the content platform's composer (spec 000 sections 3 and 7):
 * GET /api/neutron/composer/{site}/pages/{type}/{slug}/{platform}
 * answers `{ data: Page }`. A page is assembled from typed components.
 */

import type { Author, Collection, ContentList, HTopic, Tag } from './entities';

/** The component types of spec 000 section 1. An unknown name maps to no type. */
export const COMPONENT_TYPES = [
  'Article',
  'AuthorList',
  'ContentList',
  'EditorialLinks',
  'Feature',
  'Gallery',
  'RicochetCollections',
  'Review',
  'Seamless',
  'SmartSearchResults',
  'Text',
  'Video',
  'VideoList',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** One edition's copy of a content item, as in availableOn. */
export interface EditionSlug {
  edition: string;
  slug: string;
}

/**
 * A component error as the platform gives it: code 404 when the slug is missing, code 301
 * with `context.availableOn` when the slug was renamed (message 'the slug has changed').
 */
export interface ComponentError {
  code: number;
  message?: string;
  context?: { availableOn?: EditionSlug[] };
}

export interface ComponentLink {
  href: string;
}

export interface ComponentMeta {
  componentName: string;
  componentDisplayName: string;
  /** One of COMPONENT_TYPES for a known component; anything else maps to no type. */
  componentType: string;
  /** `self` re-fetches the component; `next` loads more (load-more appends its items). */
  links?: { self?: ComponentLink; next?: ComponentLink };
}

export interface Paging {
  limit: number;
  offset: number;
  total: number;
}

/**
 * A page component. Listing components carry `items` (and `paging`), object components
 * carry `item`. `status` is 200 when it loaded; an error component has `errors`.
 */
export interface PageComponent<TItem = unknown> {
  name: string;
  fetcherName: string;
  status: number;
  errors: ComponentError[];
  meta: ComponentMeta;
  item?: TItem;
  items?: TItem[];
  paging?: Paging;
  /**
   * The page cannot show without this component: its errors decide the page's outcome
   * (see resolveComponentErrors). The reference content API marks its main component.
   */
  required?: boolean;
  /** A listing's heading, description, view-more link and the subject it lists. */
  list?: ComponentList;
}

/** What a listing component says about itself, beside its items and paging. */
export interface ComponentList extends Omit<ContentList, 'items' | 'paging'> {
  /** The subject of a topic, tag, author or collection listing. */
  topic?: HTopic;
  tag?: Tag;
  author?: Author;
  collection?: Collection;
}

/** Page-level SEO and display data the composer adds for the route's page. */
export interface PageMeta {
  title: string;
  description?: string;
  canonicalUrl?: string;
  noIndex?: boolean;
  relNext?: string;
  relPrev?: string;
}

export interface Page {
  pageType: string;
  id: string;
  queryParams: Record<string, string>;
  /** Present unless the request said contentOnly=true. */
  header?: PageHeader;
  footer?: PageFooter;
  meta: PageMeta;
  components: PageComponent[];
  isSeamless: boolean;
  /** `web` or `amp`, as requested. */
  platform?: string;
}

export interface PageResponse {
  data: Page;
}

/** A navigation link of the header or footer. */
export interface NavLink {
  label: string;
  url: string;
  external?: boolean;
  /** Open in a new tab (the footer's policy line). */
  newTab?: boolean;
  /** Key of the text catalogue for the label. */
  translationKey?: string;
  /** Show only when this privacy setting is on (the state-privacy-law link). */
  showWhen?: string;
}

export interface PageHeader {
  publicationName: string;
  slogan: string;
  /** Topic menu: Tech, Innovation, Business, Security, Advice, each with its topic links. */
  menus: { label: string; links: NavLink[] }[];
  /** The Trending menu: recent popular stories. */
  trending?: NavLink[];
  /** The Buying Guides menu: best-product lists. */
  buyingGuides?: NavLink[];
  /** The More menu. */
  more?: NavLink[];
  /** External sister editions (France, Germany, Korea, Japan). */
  editions?: NavLink[];
}

export interface PageFooter {
  slogan: string;
  columns: { alpha: NavLink[]; beta: NavLink[]; charlie: NavLink[] };
  copyright: string;
  policyLinks: NavLink[];
  /** The six social buttons: facebook, twitter, linkedin, youtube, instagram, tiktok. */
  social?: NavLink[];
  /** Loaded lazily: the desktop variant, and the mobile one below 768 px. */
  backgroundImage?: { desktop: string; mobile: string };
  /** Privacy settings by name: a link whose `showWhen` names one shows only when it is true. */
  privacy?: Record<string, boolean>;
}
