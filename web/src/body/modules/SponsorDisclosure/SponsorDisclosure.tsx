/**
 * The disclosure paid content carries (spec 000 s3: sponsored content), above the headline,
 * so that no reader takes an advertiser's piece for the newsroom's. `piece` names what is paid
 * for ("story", "video"), so that any paid-content screen can show the same disclosure.
 */
import styles from './SponsorDisclosure.module.css';

export const SPONSORED_LABEL = 'Paid content';

export function sponsorDisclosureText(publicationName: string, piece = 'story'): string {
  return `This ${piece} was paid for by an advertiser and produced for them. ${publicationName}\u2019s editorial staff did not write or review it.`;
}

interface SponsorDisclosureProps {
  publicationName: string;
  piece?: string;
}

export function SponsorDisclosure({ publicationName, piece }: SponsorDisclosureProps) {
  return (
    <div className={styles.root} role="note" data-sponsor-disclosure="">
      <p className={styles.label}>{SPONSORED_LABEL}</p>
      <p>{sponsorDisclosureText(publicationName, piece)}</p>
    </div>
  );
}
