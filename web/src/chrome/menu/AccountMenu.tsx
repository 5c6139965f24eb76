/**
 * The account entry of the header (spec 001 s2, s6): for a signed-in reader the Account menu
 * (Preferences, Newsletters, Log out); for a signed-out reader the sign-in or join icon, whose
 * tooltip names the site (spec 001 s9), leading to the member area's sign-in.
 */
import type { MenuItem } from '@bytewire/contracts';
import { linkRoutePath } from '@bytewire/routes';
import { Link } from 'react-router-dom';
import { HeaderMenu } from './HeaderMenu';
import { MenuIcon } from './icons';
import { MenuLinks } from './MenuLinks';
import type { MenuControls } from './use-menus';

interface AccountMenuProps {
  item: MenuItem;
  signedIn: boolean;
  publicationName: string;
  menus: MenuControls;
}

export function AccountMenu({ item, signedIn, publicationName, menus }: AccountMenuProps) {
  if (signedIn) {
    return (
      <HeaderMenu id="account" item={item} menus={menus} panelClass="menu-panel--end">
        <MenuLinks item={item} />
      </HeaderMenu>
    );
  }
  const label = `Sign in or join ${publicationName}`;
  return (
    <li className="site-menu">
      <Link
        to={linkRoutePath('user') ?? '/'}
        className="site-menu__toggle site-menu__toggle--link"
        data-menu="sign-in"
        title={label}
      >
        <MenuIcon name="user" />
        <span className="visually-hidden">{label}</span>
      </Link>
    </li>
  );
}
