/**
 * The global overlay (spec 001 s4): while the `overlayActive` flag is on, a layer dims the whole
 * page and says why in a polite status message. It shows once the page has hydrated (the flag
 * is in the root data; the entry is at its size budget), and `<html data-overlay-active>` marks
 * it for the page's tracking state, which reads the document (removed when the layer goes).
 */
import { useEffect } from 'react';
import { t } from '../../i18n/t-late';
import styles from './SiteOverlay.module.css';

/** The feature flag that turns the overlay on (the experiments service's FEATURE_FLAGS). */
export const OVERLAY_FLAG = 'overlayActive';

export function overlayActive(flags: Readonly<Record<string, boolean>> | undefined): boolean {
  return flags?.[OVERLAY_FLAG] === true;
}

export function SiteOverlay() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.overlayActive = 'true';
    return () => {
      delete root.dataset.overlayActive;
    };
  }, []);
  return (
    <div className={styles.root} data-testid="site-overlay">
      <p className={styles.message} role="status">
        {t('siteStatus.overlay')}
      </p>
    </div>
  );
}
