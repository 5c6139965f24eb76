/**
 * The Editions menu (spec 001 s2): the sister editions, which are external sites (spec 000
 * s1), each opening in a new tab and saying so. Its links come from header_links (an edition
 * code in `data`); the current edition names the toggle.
 */
import type { MenuItem } from '@bytewire/contracts';
import { menuItemUrl } from '../menu/menu-link';
import styles from './HeaderMenu.module.css';

/** Absolute http(s) URLs only: an edition is another site. */
function editionUrl(item: MenuItem): string | undefined {
  const url = menuItemUrl(item);
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function EditionLinks({ item }: { item: MenuItem }) {
  const links = (item.sections ?? []).flatMap((edition) => {
    const href = editionUrl(edition);
    return href ? [{ edition, href }] : [];
  });
  return (
    <ul className={styles.links}>
      {links.map(({ edition, href }) => (
        <li key={href}>
          <a
            className={styles.link}
            href={href}
            hrefLang={edition.data}
            target="_blank"
            rel="noopener"
          >
            {edition.linkText}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
