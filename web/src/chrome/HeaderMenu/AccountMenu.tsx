/**
 * The account entry of the header (spec 001 s2, s6): for a signed-in reader the Account menu
 * (Preferences, Newsletters, Log out) behind their initial, naming them, whose Log out signs out here and at the identity
 * provider, which brings the reader back to the root; for a signed-out reader the sign-in or
 * join icon, whose tooltip names the site (spec 001 s9). It opens the sign-in or join modal;
 * without JavaScript, or where the site offers no sign-in, it leads to the member area.
 */
import type { MenuItem } from '@bytewire/contracts';
import { linkRoutePath } from '@bytewire/routes';
import { useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { t } from '../../i18n/t';
import { LazySignInModal, preloadSignInModal } from '../../auth/LazySignInModal';
import type { MenuControls } from '../menu/use-menus';
import { HeaderMenu } from './HeaderMenu';
import styles from './HeaderMenu.module.css';
import { MenuIcon } from './icons';
import { MenuLinks } from './MenuLinks';

/** The Account menu's Log out item (spec 001 s2): the one link the page handles itself. */
export const LOGOUT_PATH = '/user/logout/';

interface AccountMenuProps {
  item: MenuItem;
  signedIn: boolean;
  /** How the signed-in reader is named: first name, else username, else email. */
  readerName?: string;
  publicationName: string;
  menus: MenuControls;
}

export function AccountMenu({
  item,
  signedIn,
  readerName: name,
  publicationName,
  menus,
}: AccountMenuProps) {
  const auth = useAuth();
  const location = useLocation();
  const [modalOpen, setModalOpen] = useState(false);
  if (signedIn) {
    const onClick = (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as HTMLElement).closest('a');
      if (link?.getAttribute('href') !== LOGOUT_PATH) return;
      event.preventDefault();
      menus.closeAll();
      void auth.signOut();
    };
    // The signed-in state at a glance: the reader's initial for the icon, their name in the
    // toggle's accessible name and atop the menu.
    const signedInAs = name ? `Signed in as ${name}` : 'Signed in';
    return (
      <HeaderMenu
        id="account"
        item={item}
        menus={menus}
        panel="end"
        toggleContent={
          <>
            <span className={styles.initial} aria-hidden="true" data-signed-in="">
              {name?.charAt(0).toUpperCase() || <MenuIcon name="user" />}
            </span>
            <span className="visually-hidden">{`${item.linkText}: ${signedInAs}`}</span>
          </>
        }
      >
        <p className={styles.signedInAs}>{signedInAs}</p>
        <div onClick={onClick}>
          <MenuLinks item={item} />
        </div>
      </HeaderMenu>
    );
  }
  const label = t('header.signInOrJoin', { siteName: publicationName });
  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!auth.available) return;
    event.preventDefault();
    menus.closeAll();
    setModalOpen(true);
  };
  return (
    <li>
      <Link
        to={linkRoutePath('user') ?? '/'}
        className={styles.toggle}
        data-menu="sign-in"
        title={label}
        onClick={openModal}
        onMouseEnter={auth.available ? preloadSignInModal : undefined}
        onFocus={auth.available ? preloadSignInModal : undefined}
      >
        <MenuIcon name="user" />
        <span className="visually-hidden">{label}</span>
      </Link>
      <LazySignInModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        publicationName={publicationName}
        returnTo={`${location.pathname}${location.search}`}
      />
    </li>
  );
}
