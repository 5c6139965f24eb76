/**
 * The Safari privacy warning (spec 001 s8) for the sign-in and member screens: Safari's cross-
 * site tracking prevention blocks joining the TV guide property; the reader can change the
 * setting, use another browser or use the mobile app. The app's direct-download link was
 * removed: the warning says so as plain text, with no link. Checked after hydration (the server
 * does not know the browser's setting), so the warning never shows in the server's HTML.
 */
import { useEffect, useState } from 'react';
import { t } from '../../i18n/t-late';
import { crossSiteTrackingBlocked } from '../safari-privacy';
import styles from './SafariPrivacyWarning.module.css';

const TITLE_ID = 'safari-privacy-warning-title';

export function SafariPrivacyWarning() {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let current = true;
    void crossSiteTrackingBlocked(navigator.userAgent, document).then((value) => {
      if (current) setBlocked(value);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!blocked) return null;
  return (
    <section
      className={styles.root}
      aria-labelledby={TITLE_ID}
      data-testid="safari-privacy-warning"
    >
      <h2 id={TITLE_ID} className={styles.title}>
        {t('safariWarning.title')}
      </h2>
      <p className={styles.text}>{t('safariWarning.text')}</p>
      <ul className={styles.options}>
        <li>{t('safariWarning.changeSetting')}</li>
        <li>{t('safariWarning.otherBrowser')}</li>
        <li>{t('safariWarning.mobileApp')}</li>
      </ul>
      <p className={styles.text}>{t('safariWarning.removedDownload')}</p>
    </section>
  );
}
