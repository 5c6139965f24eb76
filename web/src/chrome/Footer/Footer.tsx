/**
 * The site footer (spec 001 s2): three link columns, the lazy background image (desktop and
 * mobile variants), the slogan, the six social buttons, the copyright and the policy line.
 * Every footer link opens in a new tab and says so to screen readers; the state-privacy-law
 * link shows only when the footer's privacy setting enables it.
 */
import type { NavLink, PageFooter } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { useAmpMode } from '../../amp/amp-mode';
import { useRootData } from '../../app/use-root-data';
import { linkTarget, siteOriginOf } from '../../content/link-target';
import { BrandLogo } from '../Brand/BrandLogo';
import styles from './Footer.module.css';

interface FooterProps {
  publicationName: string;
  footer?: PageFooter;
}

const COLUMNS = [
  ['alpha', 'Explore'],
  ['beta', 'Company'],
  ['charlie', 'Services'],
] as const;

/** The logo's drawings, sized and tinted for the footer. */
const BRAND_CLASSES = { mark: styles.mark, wordmark: styles.wordmark, dot: styles.dot };

/** Below this width the mobile variant of the background image loads (spec 001 s9). */
const MOBILE_MEDIA = '(max-width: 767px)';

/** Links that depend on a privacy setting show only when the footer's setting is on. */
function shown(links: readonly NavLink[], privacy: PageFooter['privacy']): NavLink[] {
  return links.filter((link) => link.showWhen === undefined || privacy?.[link.showWhen] === true);
}

interface FooterLinkProps {
  url: string;
  className?: string;
  children: ReactNode;
}

/**
 * A plain anchor in a new tab (no client routing: the page opens elsewhere). The site's own
 * pages get noopener, other sites noopener nofollow, unusable URLs plain text (spec 001 s5).
 */
function FooterLink({ url, className, children }: FooterLinkProps) {
  const { site } = useRootData();
  const target = linkTarget(url, siteOriginOf(site.publicUrl));
  if (target.kind === 'text') return <span className={className}>{children}</span>;
  const internal = target.kind === 'internal';
  return (
    <a
      href={internal ? target.to : target.href}
      className={className}
      target="_blank"
      rel={internal ? 'noopener' : 'noopener nofollow'}
    >
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function LinkList({ links, label }: { links: readonly NavLink[]; label?: string }) {
  return (
    <ul aria-label={label}>
      {links.map((link) => (
        <li key={link.url}>
          <FooterLink url={link.url}>{link.label}</FooterLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Reopens the consent preferences (spec 001 s8) from any page, when consent management is on;
 * the dialog is in the consent chunk, loaded on the click.
 */
function CookieSettings() {
  const { flags } = useRootData();
  if (!flags.consent) return null;
  return (
    <button
      type="button"
      className={styles.cookieSettings}
      onClick={() => void import('../../consent/consent-prompt').then((m) => m.openPreferences())}
    >
      Cookie settings
    </button>
  );
}

export function Footer({ publicationName, footer }: FooterProps) {
  // AMP allows <picture> only inside <noscript>; the decoration is left out there.
  const amp = useAmpMode();
  return (
    <footer className={styles.root} data-testid="site-footer">
      {footer?.backgroundImage && !amp ? (
        <picture className={styles.background} data-testid="site-footer-background">
          <source media={MOBILE_MEDIA} srcSet={footer.backgroundImage.mobile} />
          <img src={footer.backgroundImage.desktop} alt="" loading="lazy" decoding="async" />
        </picture>
      ) : null}
      <div className={`container ${styles.body}`}>
        <p className={styles.name} data-testid="footer-name">
          <BrandLogo publicationName={publicationName} classes={BRAND_CLASSES} />
        </p>
        {footer?.slogan ? <p>{footer.slogan}</p> : null}
        {footer ? (
          <>
            <nav className={styles.columns} aria-label="Site">
              {COLUMNS.map(([key, label]) => (
                <div key={key} data-column={key}>
                  <h2 className="visually-hidden">{label}</h2>
                  <LinkList links={shown(footer.columns[key], footer.privacy)} />
                </div>
              ))}
            </nav>
            {footer.social?.length ? (
              <ul className={styles.social} aria-label="Follow us">
                {footer.social.map((link) => (
                  <li key={link.url}>
                    <FooterLink url={link.url} className={styles.socialButton}>
                      <span className="visually-hidden">{`${publicationName} on `}</span>
                      {link.label}
                    </FooterLink>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className={styles.copyright}>{footer.copyright}</p>
            <div className={styles.policy}>
              <LinkList links={shown(footer.policyLinks, footer.privacy)} label="Policies" />
              {amp ? null : <CookieSettings />}
            </div>
          </>
        ) : null}
      </div>
    </footer>
  );
}
