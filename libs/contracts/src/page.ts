/**
 * The page response of the content platform's composer (spec 000 sections 3 and 7):
 * GET /api/neutron/composer/{site}/pages/{type}/{slug}/{platform}
 * answers `{ data: Page }`. A page is assembled from typed components. The envelope's and the
 * components' types are derived from the answer's schema (page-response.ts).
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

/** What a listing component says about itself, beside its items and paging. */
export interface ComponentList extends Omit<ContentList, 'items' | 'paging'> {
  /** The subject of a topic, tag, author or collection listing. */
  topic?: HTopic;
  tag?: Tag;
  author?: Author;
  collection?: Collection;
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
  /** External sister editions: the content service's SISTER_EDITIONS; empty unless configured. */
  editions?: NavLink[];
}

export interface PageFooter {
  slogan: string;
  columns: { alpha: NavLink[]; beta: NavLink[]; charlie: NavLink[] };
  copyright: string;
  /** The media company that runs the publication (spec 001 s1), named below the copyright. */
  parentCompany?: string;
  policyLinks: NavLink[];
  /** The six social buttons: facebook, twitter, linkedin, youtube, instagram, tiktok. */
  social?: NavLink[];
  /** Loaded lazily: the desktop variant, and the mobile one below 768 px. */
  backgroundImage?: { desktop: string; mobile: string };
  /** Privacy settings by name: a link whose `showWhen` names one shows only when it is true. */
  privacy?: Record<string, boolean>;
}
