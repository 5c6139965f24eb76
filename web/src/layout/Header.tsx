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
import { useChromeSite } from '../chrome/chrome-site';
import { AccordionSections } from '../chrome/menu/Accordion';
import { useAuth } from '../auth/AuthProvider';
import { AccountMenu } from '../chrome/menu/AccountMenu';
import { EditionLinks } from '../chrome/menu/EditionsMenu';
import { HeaderMenu } from '../chrome/menu/HeaderMenu';
import { headerModel, type HeaderMenu as HeaderMenuModel } from '../chrome/menu/menu-model';
import { MenuLinks } from '../chrome/menu/MenuLinks';
import { TrendingLinks } from '../chrome/menu/TrendingLinks';
import { useHeaderLinks } from '../chrome/menu/use-header-links';
import { useMenus, type MenuControls } from '../chrome/menu/use-menus';
import { SearchPanel } from '../chrome/search/SearchPanel';
import { useScrollLock } from '../components/modal/scroll-lock';
import { BrandLogo } from './BrandLogo';

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
      panelClass={menu.kind === 'list' ? 'menu-panel--list' : 'menu-panel--wide'}
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
      className={`site-header${large ? ' site-header--large' : ''}`}
      data-menu-open={controls.openId ?? undefined}
    >
      <div className="container site-header__bar">
        {model.accordion ? (
          <ul className="site-header__start">
            <HeaderMenu
              id="accordion"
              item={model.accordion}
              menus={controls}
              panelClass="menu-panel--accordion"
            >
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
        <div className="site-header__brand">
          <Link to={linkRoutePath('front-door') ?? '/'} className="site-header__logo">
            <BrandLogo publicationName={publicationName} />
          </Link>
          {header?.slogan ? (
            <Link to={linkRoutePath('about') ?? '/about/'} className="site-header__slogan">
              {header.slogan}
            </Link>
          ) : null}
        </div>
        <ul className="site-header__tools">
          {model.search ? (
            <HeaderMenu
              id="search"
              item={model.search}
              menus={controls}
              panelClass="menu-panel--search"
            >
              <SearchPanel expanded={controls.isOpen('search')} onClose={controls.closeAll} />
            </HeaderMenu>
          ) : null}
          {model.editions ? (
            <HeaderMenu
              id="editions"
              item={{ ...model.editions, linkText: `Edition: ${editionLabel(edition)}` }}
              menus={controls}
              panelClass="menu-panel--end"
              className="site-menu--editions"
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
              publicationName={publicationName}
              menus={controls}
            />
          ) : null}
        </ul>
      </div>
      {model.menus.length > 0 ? (
        <nav className="site-nav" aria-label="Main">
          <ul className="container site-nav__menus">
            {model.menus.map((menu) => (
              <NavMenu key={menu.id} menu={menu} controls={controls} />
            ))}
          </ul>
        </nav>
      ) : null}
      {accordionOpen ? (
        <div className="menu-backdrop" aria-hidden="true" onClick={controls.closeAll} />
      ) : null}
    </header>
  );
}
