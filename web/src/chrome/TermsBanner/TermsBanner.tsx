/**
 * The terms-of-use banner (spec 001 s4): shown until the reader closes it or follows its terms
 * link; either sets the `terms_interacted` cookie and hides it for good. The server reads the
 * cookie (root data), so a reader who closed it never sees it flash in. A labelled region, not
 * a dialog: it does not trap focus or block the page.
 */
import type { PageFooter } from '@bytewire/contracts';
import { useState } from 'react';
import { useRootData } from '../../app/use-root-data';
import { linkTarget, siteOriginOf } from '../../content/link-target';
import { rememberTermsInteracted } from '../../browser/cookies';
import { useRootHeight } from '../../browser/use-root-height';
import styles from './TermsBanner.module.css';

/** The catalogue key of the policy line's terms-of-use link. */
const TERMS_KEY = 'footer.termsOfUse';

/** The banner's height on the root while it shows (see browser/use-root-height.ts). */
const TERMS_BANNER_HEIGHT = '--terms-banner-height';

interface TermsBannerProps {
  /** The request carried `terms_interacted`. */
  interacted: boolean;
  /** The terms link is the footer's (its policy line). */
  footer?: PageFooter;
  publicationName: string;
}

export function TermsBanner({ interacted, footer, publicationName }: TermsBannerProps) {
  // Stays mounted in the root layout: once closed, client navigation does not bring it back.
  const [open, setOpen] = useState(!interacted);
  const { site } = useRootData();
  const ref = useRootHeight<HTMLElement>(TERMS_BANNER_HEIGHT, open);
  if (!open) return null;
  // A URL from the content API: only an http(s) or site-relative one becomes a link.
  const url = footer?.policyLinks.find((link) => link.translationKey === TERMS_KEY)?.url;
  const target = linkTarget(url, siteOriginOf(site.publicUrl));
  const termsUrl =
    target.kind === 'internal' ? target.to : target.kind === 'external' ? target.href : undefined;
  const done = () => {
    rememberTermsInteracted();
    setOpen(false);
  };
  return (
    <section ref={ref} className={styles.root} aria-labelledby="terms-banner-title">
      <h2 id="terms-banner-title" className="visually-hidden">
        Terms of use
      </h2>
      <p className={styles.text}>
        By using {publicationName} you accept our{' '}
        {termsUrl ? (
          <a href={termsUrl} target="_blank" rel="noopener" onClick={done}>
            Terms of Use
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          'Terms of Use'
        )}
        .
      </p>
      <button type="button" className={styles.close} onClick={done}>
        Close terms of use notice
      </button>
    </section>
  );
}
