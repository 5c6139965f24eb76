/**
 * The Editions menu (spec 001 s2): this site's editions (the configured locale list, linked in
 * place, the one being read marked aria-current) and the sister editions, which are external
 * sites (spec 000 s1), each opening in a new tab and saying so. Its links come from
 * header_links (an edition code in `data`); the current edition also names the toggle. The
 * sister editions are the content service's configuration (SISTER_EDITIONS): without it the
 * menu lists this site's editions alone.
 */
import type { MenuItem } from '@bytewire/contracts';
import { useChromeSite } from '../data/chrome-site';
import { menuItemUrl } from '../menu/menu-link';
import styles from './HeaderMenu.module.css';

/** A path of this site, or an absolute http(s) URL (a sister edition); nothing else. */
function editionUrl(item: MenuItem): string | undefined {
  const url = menuItemUrl(item);
  return url && /^(\/(?![/\\])|https?:\/\/[^/\\])/i.test(url) ? url : undefined;
}

export function EditionLinks({ item }: { item: MenuItem }) {
  const { edition: current } = useChromeSite();
  const links = (item.sections ?? []).flatMap((edition) => {
    const href = editionUrl(edition);
    return href ? [{ edition, href }] : [];
  });
  // No empty list: an item with no usable link draws nothing.
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map(({ edition, href }) => {
        const own = href.startsWith('/');
        return (
          <li key={href}>
            <a
              className={styles.link}
              href={href}
              aria-current={(own && edition.data === current) || undefined}
              target={own ? undefined : '_blank'}
              rel={own ? undefined : 'noopener'}
            >
              {edition.linkText}
              {own ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
