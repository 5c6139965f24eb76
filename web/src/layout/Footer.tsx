/** The site footer (spec 001 s2): three link columns, the policy line and the copyright. */
import type { NavLink, PageFooter } from '@bytewire/contracts';
import { SiteLink } from '../components/SiteLink';

interface FooterProps {
  publicationName: string;
  footer?: PageFooter;
}

const COLUMNS = [
  ['alpha', 'Explore'],
  ['beta', 'Company'],
  ['charlie', 'Services'],
] as const;

/** Links that depend on a privacy setting stay hidden until that setting exists. */
function shown(links: readonly NavLink[]): NavLink[] {
  return links.filter((link) => link.showWhen === undefined);
}

export function Footer({ publicationName, footer }: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__name">{publicationName}</p>
        {footer?.slogan ? <p>{footer.slogan}</p> : null}
        {footer ? (
          <>
            <nav className="site-footer__columns" aria-label="Site">
              {COLUMNS.map(([key, label]) => (
                <div key={key}>
                  <h2 className="visually-hidden">{label}</h2>
                  <ul>
                    {shown(footer.columns[key]).map((link) => (
                      <li key={link.url}>
                        <SiteLink url={link.url} newTab={link.newTab}>
                          {link.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            <ul className="site-footer__policy" aria-label="Policies">
              {shown(footer.policyLinks).map((link) => (
                <li key={link.url}>
                  <SiteLink url={link.url} newTab={link.newTab}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <p className="site-footer__copyright">{footer.copyright}</p>
          </>
        ) : null}
      </div>
    </footer>
  );
}
