import type { NavLink, PageHeader } from '@bytewire/contracts';
import type { CorpusIndex } from '../../corpus/corpus-index';
import { TOPIC_MENUS } from '../../corpus/text/topics';

export const SLOGAN = 'Technology news, reviews and advice that works for you';

/** Each Topics menu ends with editorial links into its area. */
const MENU_EDITORIAL: Readonly<Record<string, NavLink[]>> = {
  Tech: [
    { label: 'Best products', url: '/best-products/' },
    { label: 'Reviews', url: '/reviews/' },
  ],
  Innovation: [{ label: 'Innovation Index', url: '/innovation-index/' }],
  Business: [{ label: 'In depth', url: '/in-depth/' }],
  Security: [{ label: 'Security basics', url: '/feature/security-basics/' }],
  Advice: [
    { label: 'How-to', url: '/how-to/' },
    { label: 'Deals', url: '/deals/' },
  ],
};

/** The header of spec 001 s2: topic menus, trending, buying guides, more, editions. */
export function buildHeader(
  index: CorpusIndex,
  publicationName: string,
  siteId: string,
): PageHeader {
  const topicNav = (slug: string): NavLink => ({
    label: index.topics.get(slug)?.name ?? slug,
    url: `/topic/${slug}/`,
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
    buyingGuides: articles
      .filter((e) => e.item.subType === 'best-list')
      .slice(0, 8)
      .map((e) => ({ label: e.link.title, url: e.link.url })),
    more: [
      { label: 'See all topics', url: '/topic/' },
      topicNav('finance'),
      topicNav('education'),
      topicNav('health'),
      { label: 'Special features', url: '/collection/holiday-gift-guide/' },
      { label: 'In depth', url: '/in-depth/' },
      { label: 'Recommends', url: '/best-products/' },
      { label: 'Newsletters', url: '/newsletters/' },
      { label: 'Videos', url: '/video/' },
      { label: 'Editorial guidelines', url: '/editorial-guidelines/' },
    ],
    editions: [
      { label: 'France', url: `https://fr.${siteId}.example/`, external: true },
      { label: 'Germany', url: `https://de.${siteId}.example/`, external: true },
      { label: 'Korea', url: `https://kr.${siteId}.example/`, external: true },
      { label: 'Japan', url: `https://jp.${siteId}.example/`, external: true },
    ],
  };
}
