/**
 * The offline banner (spec 001 s4). The live region is always in the page, empty while online,
 * so that screen readers announce the message when the connection drops (a region added with
 * its text is often not read). No role="status" on it: the pages' own status messages are found by
 * that role, and an empty one of the site's would stand beside each.
 */
import { t } from '../../i18n/t-late';
import { useOnline } from '../online-status';
import styles from './OfflineBanner.module.css';

export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      className={styles.root}
      data-offline={online ? undefined : 'true'}
      aria-live="polite"
      aria-atomic="true"
      data-testid="offline-banner"
    >
      {online ? null : t('siteStatus.offline')}
    </div>
  );
}
