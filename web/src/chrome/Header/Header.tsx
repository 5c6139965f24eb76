/**
 * The site header (spec 001 s2): the logo to the front door and the slogan to About, the
 * navigation menus (Trending, the Topics sections, Buying Guides, More), Search, Editions, the
 * account entry and the accordion, all from the header_links items. Large on routes whose
 * metadata says showLargeHeader. Menu behaviour is in chrome/menu/use-menus.ts.
 */
import type { MenuItem, PageHeader } from '@bytewire/contracts';
import { linkRoutePath } from '@bytewire/routes';
import { DEFAULT_EDITION, LOCALES } from '@bytewire/site';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { classNames } from '../../components/class-names';
import { t } from '../../i18n/t';
import { useScrollLock } from '../../components/ModalDialog/use-scroll-lock';
import { BrandLogo } from '../Brand/BrandLogo';
import { useChromeSite } from '../data/chrome-site';
import { AccordionSections } from '../HeaderMenu/Accordion';
import { AccountMenu } from '../HeaderMenu/AccountMenu';
import { EditionLinks } from '../HeaderMenu/EditionsMenu';
import { HeaderMenu } from '../HeaderMenu/HeaderMenu';
import { MenuLinks } from '../HeaderMenu/MenuLinks';
import { TrendingLinks } from '../HeaderMenu/TrendingLinks';
import { headerModel, type HeaderMenu as HeaderMenuModel } from '../menu/menu-model';
import { useHeaderLinks } from '../menu/use-header-links';
import { useMenus, type MenuControls } from '../menu/use-menus';
import { SearchPanel } from '../search/SearchPanel/SearchPanel';
import styles from './Header.module.css';

interface HeaderProps {
  publicationName: string;
  header?: PageHeader;
  headerLinks: readonly MenuItem[];
  large: boolean;
  /** Whether the page's layout has ad slots: the accordion then holds the mobile nav's. */
  adSlots: boolean;
}

function NavMenu({ menu, controls }: { menu: HeaderMenuModel; controls: MenuControls }) {
  const open = controls.isOpen(menu.id);
  return (
    <HeaderMenu
      id={menu.id}
      item={menu.item}
      menus={controls}
      panel={menu.kind === 'list' ? 'list' : 'wide'}
      className={styles.navMenu}
      toggleClassName={styles.navToggle}
    >
      {menu.kind === 'trending' ? <TrendingLinks active={open} /> : <MenuLinks item={menu.item} />}
    </HeaderMenu>
  );
}

function editionLabel(edition: string): string {
  const locale = LOCALES.find((l) => l.code === edition) ?? LOCALES[0];
  return locale?.label ?? DEFAULT_EDITION;
}

export function Header({ publicationName, header, headerLinks, large, adSlots }: HeaderProps) {
  const ref = useRef<HTMLElement>(null);
  const controls = useMenus(ref);
  const auth = useAuth();
  const items = useHeaderLinks(headerLinks);
  const model = useMemo(() => headerModel(items), [items]);
  const { edition } = useChromeSite();
  const accordionOpen = controls.isOpen('accordion');
  useScrollLock(accordionOpen);

  return (
    <header
      ref={ref}
      className={classNames(styles.root, large && styles.large)}
      data-testid="site-header"
      data-large={large || undefined}
      data-menu-open={controls.openId ?? undefined}
    >
      <div className={`container ${styles.bar}`}>
        {model.accordion ? (
          <ul className={styles.start}>
            <HeaderMenu id="accordion" item={model.accordion} menus={controls} panel="accordion">
              <AccordionSections
                menus={model.menus}
                editions={model.editions}
                controls={controls}
              />
              {/* MOBILE_NAV_AD_CODE of ads/ad-constants.ts, written out: importing it here would
                  share a module between the entry and the ads' chunk (web/test/ads checks it). */}
              {adSlots ? (
                <div
                  className="ad-slot"
                  data-ad-slot="mobile-nav-ad-plus-banner"
                  data-state="collapsed"
                />
              ) : null}
            </HeaderMenu>
          </ul>
        ) : null}
        <div className={styles.brand}>
          <Link
            to={linkRoutePath('front-door') ?? '/'}
            className={styles.logo}
            title={t('header.siteName', { siteName: publicationName })}
            data-testid="header-logo"
          >
            <BrandLogo
              publicationName={publicationName}
              classes={{ mark: styles.mark, wordmark: styles.wordmark }}
            />
          </Link>
          {header?.slogan ? (
            <Link to={linkRoutePath('about') ?? '/about/'} className={styles.slogan}>
              {header.slogan}
            </Link>
          ) : null}
        </div>
        <ul className={styles.tools}>
          {model.search ? (
            <HeaderMenu id="search" item={model.search} menus={controls} panel="search">
              <SearchPanel expanded={controls.isOpen('search')} onClose={controls.closeAll} />
            </HeaderMenu>
          ) : null}
          {model.editions ? (
            <HeaderMenu
              id="editions"
              item={{ ...model.editions, linkText: `Edition: ${editionLabel(edition)}` }}
              menus={controls}
              panel="end"
              className={styles.editions}
              labelClassName={styles.editionsLabel}
            >
              <nav aria-label="Editions">
                <EditionLinks item={model.editions} />
              </nav>
            </HeaderMenu>
          ) : null}
          {model.account ? (
            <AccountMenu
              item={model.account}
              signedIn={auth.loggedIn}
              readerName={auth.profile?.firstName || auth.profile?.username || auth.user?.email}
              publicationName={publicationName}
              menus={controls}
            />
          ) : null}
        </ul>
      </div>
      {model.menus.length > 0 ? (
        <nav className={styles.nav} aria-label="Main">
          <ul className={`container ${styles.menus}`}>
            {model.menus.map((menu) => (
              <NavMenu key={menu.id} menu={menu} controls={controls} />
            ))}
          </ul>
        </nav>
      ) : null}
      {accordionOpen ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={controls.closeAll} />
      ) : null}
    </header>
  );
}
