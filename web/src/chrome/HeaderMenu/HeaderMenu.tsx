/**
 * One header menu: its toggle and its panel (`#menu-panel-{id}`). The toggle is a button with
 * aria-expanded; the panel stays in the document while closed (hidden), so its links are in
 * the server HTML. Hover and click follow use-menus.ts.
 */
import type { MenuItem } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { classNames } from '../../components/class-names';
import type { MenuControls } from '../menu/use-menus';
import styles from './HeaderMenu.module.css';
import { MenuIcon } from './icons';

/** A panel's width and place: see HeaderMenu.module.css. */
export type MenuPanelKind = 'wide' | 'list' | 'end' | 'search' | 'accordion';

const PANEL_CLASS: Record<MenuPanelKind, string> = {
  wide: styles.panelWide,
  list: styles.panelList,
  end: styles.panelEnd,
  search: styles.panelSearch,
  accordion: styles.panelAccordion,
};

interface HeaderMenuProps {
  id: string;
  item: MenuItem;
  menus: MenuControls;
  /** The panel's width and place. */
  panel?: MenuPanelKind;
  /** The parent's classes for the menu's item, its toggle and its toggle's visible label. */
  className?: string;
  toggleClassName?: string;
  labelClassName?: string;
  /** What the toggle shows instead of the item's icon and label (the signed-in account). */
  toggleContent?: ReactNode;
  children: ReactNode;
}

export function MenuToggleLabel({ item, className }: { item: MenuItem; className?: string }) {
  return (
    <>
      {item.icon ? <MenuIcon name={item.icon} /> : null}
      <span className={item.hideText ? 'visually-hidden' : className}>{item.linkText}</span>
    </>
  );
}

export function HeaderMenu({
  id,
  item,
  menus,
  panel,
  className,
  toggleClassName,
  labelClassName,
  toggleContent,
  children,
}: HeaderMenuProps) {
  const open = menus.isOpen(id);
  const clickToOpen = item.clickToOpen === true;
  return (
    <li
      className={className}
      data-open={open || undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && menus.hover(id, true, clickToOpen)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && menus.hover(id, false, clickToOpen)}
    >
      <button
        type="button"
        className={classNames(styles.toggle, toggleClassName)}
        data-menu={id}
        aria-expanded={open}
        aria-controls={`menu-panel-${id}`}
        onClick={() => menus.toggle(id)}
      >
        {toggleContent ?? <MenuToggleLabel item={item} className={labelClassName} />}
        {item.icon || toggleContent ? null : <MenuIcon name="chevron" className={styles.chevron} />}
      </button>
      <div
        id={`menu-panel-${id}`}
        className={classNames(styles.panel, panel && PANEL_CLASS[panel])}
        hidden={!open}
      >
        {children}
      </div>
    </li>
  );
}
