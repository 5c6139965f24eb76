/**
 * The site footer (spec 001 s2): three link columns, the lazy background image (desktop and
 * mobile variants), the slogan, the six social buttons, the copyright and the policy line.
 * Every footer link opens in a new tab and says so to screen readers (Cookie settings is a
 * button: it opens the consent preferences here); the state-privacy-law link shows only when
 * the footer's privacy setting enables it; Account says whether the reader is signed in. Below
 * the copyright, the parent company (spec 001 s1).
 */
import type { NavLink, PageFooter } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { useAmpMode } from '../../amp/amp-mode';
import { useRootData } from '../../app/use-root-data';
import { useAuth } from '../../auth/AuthProvider';
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

/** The Services column's account entry, by its catalogue key. */
export const ACCOUNT_KEY = 'footer.user';

/**
 * The account entry says which state the reader is in once the page knows it: "Your account"
 * signed in, "Sign in" signed out (the member area asks a signed-out reader to sign in first);
 * the catalogue's label until then, as the server renders it, and on a site without sign-in.
 */
function AccountLink({ link }: { link: NavLink }) {
  const auth = useAuth();
  const known = auth.available && auth.fetchComplete;
  const label = !known ? link.label : auth.loggedIn ? 'Your account' : 'Sign in';
  return (
    <FooterLink url={link.url}>
      <span data-testid="footer-account" data-signed-in={auth.loggedIn || undefined}>
        {label}
      </span>
    </FooterLink>
  );
}

function LinkList({ links }: { links: readonly NavLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          {link.translationKey === ACCOUNT_KEY ? (
            <AccountLink link={link} />
          ) : (
            <FooterLink url={link.url}>{link.label}</FooterLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The policy line's cookie-settings entry, by its catalogue key: a control, not a link. */
export const COOKIE_SETTINGS_KEY = 'footer.cookieSettings';
/** AMP_CONSENT_ID of amp/amp-analytics-config.ts, written out to keep that module out of the entry. */
const AMP_CONSENT_ID = 'site-consent';

/**
 * Cookie settings (spec 001 s2's policy line): the one control that reopens the consent
 * preferences on any page, whatever the consent flag (without the banner it is the reader's
 * only way to allow a category). It opens the dialog, so it is a button and not a new tab; the
 * dialog is in the consent chunk, loaded on the click. AMP pages reopen amp-consent's prompt.
 */
function CookieSettings({ label, amp }: { label: string; amp: boolean }) {
  return amp ? (
    <button type="button" className={styles.cookieSettings} on={`tap:${AMP_CONSENT_ID}.prompt`}>
      {label}
    </button>
  ) : (
    <button
      type="button"
      className={styles.cookieSettings}
      aria-haspopup="dialog"
      onClick={() => void import('../../consent/consent-prompt').then((m) => m.openPreferences())}
    >
      {label}
    </button>
  );
}

export function Footer({ publicationName, footer }: FooterProps) {
  // AMP allows <picture> only inside <noscript>; the decoration is left out there.
  const amp = useAmpMode();
  return (
    <footer id="site-footer" className={styles.root} data-testid="site-footer">
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
            {footer.parentCompany ? (
              <p className={styles.parent} data-testid="footer-parent-company">
                {`${publicationName} is part of ${footer.parentCompany}.`}
              </p>
            ) : null}
            <ul aria-label="Policies" className={styles.policy}>
              {shown(footer.policyLinks, footer.privacy).map((link) => (
                <li key={link.url}>
                  {link.translationKey === COOKIE_SETTINGS_KEY ? (
                    <CookieSettings label={link.label} amp={amp} />
                  ) : (
                    <FooterLink url={link.url}>{link.label}</FooterLink>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </footer>
  );
}
