/** The site header: the publication name linking home, the slogan, the edition switcher and the topic menus. */
import type { PageHeader } from '@bytewire/contracts';
import { Link } from 'react-router-dom';
import { EditionSwitcher } from '../chrome/EditionSwitcher';
import { SiteLink } from '../components/SiteLink';

interface HeaderProps {
  publicationName: string;
  header?: PageHeader;
}

export function Header({ publicationName, header }: HeaderProps) {
  const menus = header?.menus.filter((menu) => menu.links.length > 0) ?? [];
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo">
          {publicationName}
        </Link>
        {header?.slogan ? <span className="site-header__slogan">{header.slogan}</span> : null}
        <EditionSwitcher />
      </div>
      {menus.length > 0 ? (
        <nav className="container site-nav" aria-label="Topics">
          <ul className="site-nav__menus">
            {menus.map((menu) => (
              <li key={menu.label} className="site-nav__menu">
                <span className="site-nav__label">{menu.label}</span>
                <ul className="site-nav__links">
                  {menu.links.map((link) => (
                    <li key={link.url}>
                      <SiteLink url={link.url}>{link.label}</SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
