/**
 * `/user/logout/`, the Account menu's Log out (spec 001 s2: "After logout the reader returns to
 * the site root"). Opened directly (a bookmark, a new tab, no JavaScript on the menu), it does
 * what the menu item does: a signed-in reader is signed out here and at the identity provider,
 * which brings them back to the root; anyone else goes to the root at once. The server prints
 * the "signing you out" page with a link home.
 */
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { PageHead } from '../../document/PageHead/PageHead';
import type { ScreenProps } from '../screen-props';
import styles from './LogoutScreen.module.css';

export function LogoutScreen({ page }: ScreenProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  // Once per visit: sign-out leaves the page, a re-render must not start it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    // Wait for auth init to know whether there is anyone to sign out.
    if (auth.available && !auth.fetchComplete) return;
    started.current = true;
    if (auth.available && auth.loggedIn) {
      void auth.signOut();
      return;
    }
    void navigate('/', { replace: true });
  }, [auth, navigate]);

  return (
    <div className={styles.root}>
      <PageHead title={page.meta.title || 'Signing you out'} noIndex />
      <h1 className={styles.title}>Signing you out</h1>
      <p role="status">One moment: we are signing you out.</p>
      <p>
        <Link to="/">Back to the front page</Link>
      </p>
    </div>
  );
}
