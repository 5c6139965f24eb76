/**
 * The affiliate-commission disclosure (spec 001 s1) of a story with links that may earn the
 * site a commission (commerce-story.ts): under the headline, before the first such link, with
 * the guidelines that keep commissions out of what the newsroom recommends.
 */
import { SiteLink } from '../../components/SiteLink';
import styles from './AffiliateDisclosure.module.css';

export const AFFILIATE_DISCLOSURE =
  'We may earn a commission when you buy through links on our site.';

export function AffiliateDisclosure() {
  return (
    <p className={styles.root} role="note" data-testid="affiliate-disclosure">
      {`${AFFILIATE_DISCLOSURE} Commissions never decide what we recommend. `}
      <SiteLink url="/editorial-guidelines/" className={styles.link}>
        How we choose products
      </SiteLink>
    </p>
  );
}
