/**
 * The recommendation items (spec 001 s3, s7, s9): up to four of the page's candidate stories,
 * in the order the decision service chose for this reader, each with its 72x72 image. Asked
 * once the page has hydrated; the empty decision (the service off, down or slow: spec 001 s8)
 * shows nothing, and no error. A click is the decision's outcome. The session id is the page
 * views' only for a reader who allowed analytics (C0002) and is not in the restricted state;
 * anyone else is a new session on every page.
 */
import type { ContentLink } from '@bytewire/contracts';
import { RECOMMENDATION_IMAGE_SIZE, RECOMMENDATIONS_SHOWN } from '@bytewire/site';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { sessionId } from '../../analytics/page-views';
import { useRootData } from '../../app/use-root-data';
import { ContentImage } from '../../components/ContentImage';
import { SiteLink } from '../../components/SiteLink';
import { CONSENT_CATEGORIES } from '../../consent/consent-categories';
import { consentStore } from '../../consent/consent-store';
import { useDevice } from '../../site-context/DeviceProvider';
import { askDecision, reportClick } from '../decision-client';
import { RECOMMENDATION_IMAGE_PRESET } from '../recommendation-candidates';
import styles from './Recommendations.module.css';

export const RECOMMENDATIONS_TITLE = 'Recommended for you';

interface Shown {
  decisionId: string;
  links: ContentLink[];
}

function pageSession(): string {
  return `page-${crypto.randomUUID()}`;
}

export function Recommendations({ candidates }: { candidates: readonly ContentLink[] }) {
  const id = useId();
  const { restricted } = useRootData();
  const { device } = useDevice();
  const [shown, setShown] = useState<Shown>();
  const key = candidates.map((link) => link.url).join(' ');

  useEffect(() => {
    if (candidates.length === 0) return;
    let live = true;
    const byUrl = new Map(candidates.map((link) => [link.url, link]));
    const tracked = !restricted && consentStore.allowed(CONSENT_CATEGORIES.performance);
    void askDecision({
      options: [...byUrl.keys()],
      listLength: Math.min(RECOMMENDATIONS_SHOWN, byUrl.size),
      sessionId: tracked ? sessionId() : pageSession(),
      isMobile: device === 'mobile',
    }).then(({ decisionId, options }) => {
      const links = options.flatMap((url) => byUrl.get(url) ?? []);
      if (live) setShown({ decisionId, links });
    });
    return () => {
      live = false;
    };
    // Asked once per set of candidates: a resize does not reorder what the reader sees.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!shown || shown.links.length === 0) return null;
  const clicked = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    const url = link?.getAttribute('href');
    if (url) reportClick(shown.decisionId, url);
  };
  return (
    <aside
      className={styles.recommendations}
      aria-labelledby={id}
      data-testid="recommendations"
      data-decision-id={shown.decisionId}
    >
      <h2 id={id} className={styles.title}>
        {RECOMMENDATIONS_TITLE}
      </h2>
      {/* A click on an item's link (mouse or keyboard: Enter clicks a link) is its outcome. */}
      <ul className={styles.items} onClick={clicked}>
        {shown.links.map((link) => (
          <li key={link.url}>
            <SiteLink url={link.url} className={styles.item}>
              <ContentImage
                image={link.image}
                size={RECOMMENDATION_IMAGE_PRESET}
                sizes={`${RECOMMENDATION_IMAGE_SIZE}px`}
                className={styles.image}
                decorative
              />
              <span>{link.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
