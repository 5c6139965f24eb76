import type { NavLink, PageHeader } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import type { SisterEdition } from '@bytewire/site';
import type { CorpusIndex } from '../../corpus/corpus-index';
import { TOPIC_MENUS } from '../../corpus/text/topics';
import { buyingGuideEntries, MENU_EDITORIAL, MORE_LINKS, topicName } from '../../chrome/menu-data';

export const SLOGAN = 'Technology news, reviews and advice that works for you';

/**
 * The header of spec 001 s2: topic menus, trending, buying guides, more, and the configured
 * sister editions (SISTER_EDITIONS; none unless configured).
 */
export function buildHeader(
  index: CorpusIndex,
  publicationName: string,
  sisterEditions: readonly SisterEdition[],
): PageHeader {
  const topicNav = (slug: string): NavLink => ({
    label: topicName(index, slug),
    url: contentItemPath('topic', slug),
  });
  const articles = index.editorial(['article']);
  return {
    publicationName,
    slogan: SLOGAN,
    menus: TOPIC_MENUS.map((menu) => ({
      label: menu.label,
      links: [...menu.topics.map(topicNav), ...(MENU_EDITORIAL[menu.label] ?? [])],
    })),
    trending: articles
      .filter((e) => e.item.subType === 'news')
      .slice(0, 6)
      .map((e) => ({ label: e.link.title, url: e.link.url })),
    buyingGuides: buyingGuideEntries(index).map((e) => ({ label: e.link.title, url: e.link.url })),
    more: MORE_LINKS.map((link) =>
      link.topicSlug ? topicNav(link.topicSlug) : { label: link.linkText, url: link.url },
    ),
    // The sister editions the header links also list (chrome/header-links.ts), from one setting.
    editions: sisterEditions.map(({ label, url }) => ({ label, url, external: true })),
  };
}
