/** Links on a wrapping row (RicochetCollections' collections, Seamless' "read next"). */
import { SiteLink } from '../../components/SiteLink';
import styles from './CollectionLinks.module.css';

export interface CollectionLinkItem {
  key: string;
  url: string | undefined;
  text: string;
}

export function CollectionLinks({ links }: { links: readonly CollectionLinkItem[] }) {
  return (
    <ul className={styles.root}>
      {links.map((link) => (
        <li key={link.key}>
          <SiteLink url={link.url}>{link.text}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
