/**
 * The consent banner of our own (spec 001 s8): until the reader chooses, a labelled region at
 * the foot of the screen says what the cookies are for and offers 'Accept all', 'Reject all'
 * (strictly necessary only) and 'Manage preferences' (the dialog, a chunk fetched as the
 * reader reaches for the button). A region, not a dialog: the page stays usable, and nothing
 * beyond strictly necessary loads until a choice is made.
 */
import { useId, useState } from 'react';
import { useRootHeight } from '../../browser/use-root-height';
import { ConsentActions, ConsentButton } from '../ConsentActions/ConsentActions';
import {
  LazyConsentPreferences,
  preloadConsentPreferences,
} from '../ConsentPreferences/LazyConsentPreferences';
import type { ConsentStore } from '../consent-store';
import { CATEGORY_TEXTS, CONSENT_BANNER_TITLE } from '../consent-texts';
import styles from './ConsentBanner.module.css';

interface ConsentBannerProps {
  store: ConsentStore;
  publicationName: string;
  /** Called once the reader has chosen. */
  onChosen: () => void;
}

/** The custom property the terms banner stands on, so that neither banner covers the other. */
export const CONSENT_BANNER_HEIGHT = '--consent-banner-height';

export function ConsentBanner({ store, publicationName, onChosen }: ConsentBannerProps) {
  const titleId = useId();
  const [managing, setManaging] = useState(false);
  const ref = useRootHeight<HTMLElement>(CONSENT_BANNER_HEIGHT);
  const choose = (all: boolean) => {
    store.choose(all ? CATEGORY_TEXTS.map(({ id }) => id) : []);
    onChosen();
  };
  return (
    <section
      ref={ref}
      className={styles.root}
      aria-labelledby={titleId}
      data-testid="consent-banner"
    >
      <h2 id={titleId} className={styles.title}>
        {CONSENT_BANNER_TITLE}
      </h2>
      <p className={styles.text}>
        {publicationName} uses cookies. Some keep the site working; with your consent, others
        measure our audience, remember your choices and show comments, personalise ads and let you
        share to social networks.
      </p>
      <ConsentActions>
        <ConsentButton
          type="button"
          onClick={() => setManaging(true)}
          onPointerEnter={preloadConsentPreferences}
          onFocus={preloadConsentPreferences}
        >
          Manage preferences
        </ConsentButton>
        <ConsentButton type="button" onClick={() => choose(false)}>
          Reject all
        </ConsentButton>
        <ConsentButton type="button" primary onClick={() => choose(true)}>
          Accept all
        </ConsentButton>
      </ConsentActions>
      {managing ? (
        <LazyConsentPreferences
          store={store}
          onClose={() => setManaging(false)}
          onChosen={onChosen}
        />
      ) : null}
    </section>
  );
}
