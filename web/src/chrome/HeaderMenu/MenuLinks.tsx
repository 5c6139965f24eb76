/**
 * A menu's links: its subNav columns (Topics sections, Buying Guides), or its sections as one
 * list (More, Account). Each link by the priority of spec 001 s5; an item with no usable link
 * shows as text.
 */
import type { MenuItem } from '@bytewire/contracts';
import type { CSSProperties } from 'react';
import { SiteLink } from '../../components/SiteLink';
import { menuItemUrl } from '../menu/menu-link';
import styles from './HeaderMenu.module.css';

function MenuLink({ item }: { item: MenuItem }) {
  return (
    <SiteLink url={menuItemUrl(item)} className={styles.link}>
      {item.linkText}
    </SiteLink>
  );
}

function LinkList({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className={styles.links}>
      {items.map((item, index) => (
        <li key={`${index}-${item.linkText}`}>
          <MenuLink item={item} />
        </li>
      ))}
    </ul>
  );
}

export function MenuLinks({ item }: { item: MenuItem }) {
  const columns = item.subNav?.filter((column) => column.length > 0) ?? [];
  if (columns.length > 0) {
    return (
      <div className={styles.columns} style={{ '--menu-columns': columns.length } as CSSProperties}>
        {columns.map((column, index) => (
          <LinkList key={index} items={column} />
        ))}
      </div>
    );
  }
  return <LinkList items={item.sections ?? []} />;
}
