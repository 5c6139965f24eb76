/**
 * The site-wide maintenance notice: rendered by the server when MAINTENANCE_NOTICE is set, so
 * readers without JavaScript see it too; once hydrated, its button dismisses it for the session
 * (sessionStorage, keyed by its text: a new notice shows again; with storage blocked, for this
 * page only). A labelled region, not an alert: it is known before the page loads.
 */
import { useState, useSyncExternalStore } from 'react';
import { t } from '../../i18n/t';
import styles from './MaintenanceNotice.module.css';

export const DISMISSED_KEY = 'maintenanceNoticeDismissed';

const unchanging = () => () => undefined;

function dismissedText(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** `notice`: the site data's, checked by the server entry (maintenance-notice-text.ts). */
export function MaintenanceNotice({ notice: text }: { notice?: string }) {
  const [dismissed, setDismissed] = useState(false);
  // Dismissed earlier in the session: known to the browser only, so false on the server and
  // while hydrating (React uses the server's snapshot), then read from the session's storage.
  const dismissedEarlier = useSyncExternalStore(
    unchanging,
    () => dismissedText() === text,
    () => false,
  );
  if (!text || dismissed || dismissedEarlier) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, text);
    } catch {
      // Blocked storage: dismissed until the next page load.
    }
    setDismissed(true);
  };
  return (
    <section className={styles.root} aria-label={t('siteStatus.maintenanceLabel')}>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('siteStatus.maintenanceDismiss')}</span>
      </button>
    </section>
  );
}
