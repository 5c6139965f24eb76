/**
 * A partner ad's container (spec 001 s7): an empty, labelled region the partner's script
 * fills once the reader allows targeting (start-partner-ads.ts). Rendered, on the server and
 * in the browser alike, only where the part is configured and its flags are on, for a reader
 * outside the restricted state, on a page that does not suppress ads (its story's suppressAds,
 * `adSuppress=all`), and never in an AMP document. The contextual ad's 300x300 is held from
 * the start, so that nothing moves when it comes.
 */
import { useLocation } from 'react-router-dom';
import { useAmpMode } from '../../../amp/amp-mode';
import { useRootData } from '../../../app/use-root-data';
import { adsSuppressed } from '../../ad-suppression';
import { PARTNER_AD_LABELS, partnerAdShown, type PartnerAdPart } from '../partner-ad-parts';
import styles from './PartnerAd.module.css';

export interface PartnerAdProps {
  part: PartnerAdPart;
  /** The page's story, whose suppressAds turns its ads off. */
  item?: object;
}

export function PartnerAd({ part, item }: PartnerAdProps) {
  const { site, flags, restricted } = useRootData();
  const location = useLocation();
  const amp = useAmpMode();
  const suppressed = adsSuppressed(item, location.search);
  const page = { adStack: site?.adStack, flags: flags ?? {}, restricted, suppressed };
  if (amp || !partnerAdShown(part, page)) {
    return null;
  }
  const className =
    part === 'contextual' ? `${styles.partnerAd} ${styles.contextual}` : styles.partnerAd;
  return (
    <section
      // A new page or query gets a new element: the start function fills each element once.
      key={`${location.pathname}${location.search}`}
      className={className}
      aria-label={PARTNER_AD_LABELS[part]}
      data-partner-ad={part}
    />
  );
}
