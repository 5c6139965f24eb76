/**
 * One header menu: its toggle and its panel (`#menu-panel-{id}`). The toggle is a button with
 * aria-expanded; the panel stays in the document while closed (hidden), so its links are in
 * the server HTML. Hover and click follow use-menus.ts.
 */
import type { MenuItem } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { MenuIcon } from './icons';
import type { MenuControls } from './use-menus';

interface HeaderMenuProps {
  id: string;
  item: MenuItem;
  menus: MenuControls;
  /** Extra class of the panel (its width and layout). */
  panelClass?: string;
  className?: string;
  children: ReactNode;
}

export function MenuToggleLabel({ item }: { item: MenuItem }) {
  return (
    <>
      {item.icon ? <MenuIcon name={item.icon} /> : null}
      <span className={item.hideText ? 'visually-hidden' : 'menu-toggle__text'}>
        {item.linkText}
      </span>
    </>
  );
}

export function HeaderMenu({ id, item, menus, panelClass, className, children }: HeaderMenuProps) {
  const open = menus.isOpen(id);
  const clickToOpen = item.clickToOpen === true;
  return (
    <li
      className={`site-menu${className ? ` ${className}` : ''}`}
      data-open={open || undefined}
      onPointerEnter={(e) => e.pointerType === 'mouse' && menus.hover(id, true, clickToOpen)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && menus.hover(id, false, clickToOpen)}
    >
      <button
        type="button"
        className="site-menu__toggle"
        data-menu={id}
        aria-expanded={open}
        aria-controls={`menu-panel-${id}`}
        onClick={() => menus.toggle(id)}
      >
        <MenuToggleLabel item={item} />
        {item.icon ? null : <MenuIcon name="chevron" className="site-menu__chevron" />}
      </button>
      <div
        id={`menu-panel-${id}`}
        className={`menu-panel${panelClass ? ` ${panelClass}` : ''}`}
        hidden={!open}
      >
        {children}
      </div>
    </li>
  );
}
