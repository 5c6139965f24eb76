/**
 * The `header_links` resource (spec 001 s2 "Header menus", s3 "Menu item"): the header's
 * menus, in order, as menu items. Trending has no links here: the header loads its stories
 * from the trending listing on first expansion (spec 001 s4).
 */
import type { MenuItem } from '@bytewire/contracts';
import { LOCALES, type SisterEdition } from '@bytewire/site';
import type { CorpusIndex } from '../corpus/corpus-index';
import { TOPIC_MENUS } from '../corpus/text/topics';
import { columnsOf, splitInto } from './columns';
import { buyingGuideEntries, MENU_EDITORIAL, MORE_LINKS, topicName } from './menu-data';

/** A Topics column holds at most this many topic links. */
export const TOPIC_COLUMN_SIZE = 5;
/** Buying guides split into 4 columns (spec 001 s9). */
export const BUYING_GUIDE_COLUMNS = 4;

/** Tracking names are the link text in kebab case: `Tech` → `tech`. */
function trackingNameOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A topic's menu item, with its place in the tree (a sub-topic's slug alone does not say it). */
function topicItem(index: CorpusIndex, slug: string): MenuItem {
  const hslugPath = index.topics.get(slug)?.hslugPath;
  return { linkText: topicName(index, slug), topicSlug: slug, ...(hslugPath ? { hslugPath } : {}) };
}

function topicsMenu(index: CorpusIndex): MenuItem {
  return {
    linkText: 'Topics',
    data: 'topics',
    sections: TOPIC_MENUS.map((menu) => {
      const topics = menu.topics.map((slug) => topicItem(index, slug));
      const editorial = (MENU_EDITORIAL[menu.label] ?? []).map((link) => ({
        linkText: link.label,
        linkUrl: link.url,
      }));
      const subNav = columnsOf<MenuItem>(topics, TOPIC_COLUMN_SIZE);
      if (editorial.length > 0) subNav.push(editorial);
      return {
        linkText: menu.label,
        mainTopic: true,
        trackingName: trackingNameOf(menu.label),
        subNav,
      };
    }),
  };
}

function buyingGuidesMenu(index: CorpusIndex): MenuItem {
  const guides = buyingGuideEntries(index).map((e) => ({
    linkText: e.link.title,
    linkUrl: e.link.url,
  }));
  return {
    linkText: 'Buying Guides',
    data: 'buying-guides',
    subNav: splitInto(guides, BUYING_GUIDE_COLUMNS),
  };
}

/** A More link by priority (spec 001 s5): topic slug, then route, else the editorial link. */
function moreMenu(index: CorpusIndex): MenuItem {
  return {
    linkText: 'More',
    data: 'more',
    sections: MORE_LINKS.map((link): MenuItem => {
      if (link.topicSlug) return topicItem(index, link.topicSlug);
      if (link.route) return { linkText: link.linkText, route: link.route };
      return { linkText: link.linkText, linkUrl: link.url };
    }),
  };
}

const SEARCH: MenuItem = {
  linkText: 'Search',
  data: 'search',
  icon: 'search',
  hideText: true,
  clickToOpen: true,
};

const ACCORDION: MenuItem = {
  linkText: 'Menu',
  data: 'accordion',
  icon: 'menu',
  hideText: true,
  clickToOpen: true,
};

/** The signed-in member's menu (spec 001 s6): Preferences, Newsletters, Log out. */
const ACCOUNT: MenuItem = {
  linkText: 'Account',
  data: 'account',
  icon: 'user',
  hideText: true,
  clickToOpen: true,
  sections: [
    { linkText: 'Preferences', route: 'member', activePage: 'preferences' },
    { linkText: 'Newsletters', route: 'member', activePage: 'newsletters' },
    { linkText: 'Log out', linkUrl: '/user/logout/', trackingName: 'logout' },
  ],
};

/**
 * The Editions menu: this site's editions first (the configured locale list, each to its front
 * door; the header marks the one being read), then the configured sister editions' sites
 * (SISTER_EDITIONS; none unless configured).
 */
function editionsMenu(sisterEditions: readonly SisterEdition[]): MenuItem {
  return {
    linkText: 'Editions',
    data: 'editions',
    icon: 'globe',
    clickToOpen: true,
    sections: [
      ...LOCALES.map((l): MenuItem => ({ linkText: l.label, data: l.code, route: 'front-door' })),
      ...sisterEditions.map((e): MenuItem => ({ linkText: e.label, data: e.code, linkUrl: e.url })),
    ],
  };
}

/** The header's menu items, in the order the header shows them. */
export function buildHeaderLinks(
  index: CorpusIndex,
  sisterEditions: readonly SisterEdition[],
): MenuItem[] {
  return [
    { linkText: 'Trending', data: 'trending', trackingName: 'trending' },
    topicsMenu(index),
    buyingGuidesMenu(index),
    moreMenu(index),
    SEARCH,
    ACCORDION,
    ACCOUNT,
    editionsMenu(sisterEditions),
  ];
}
