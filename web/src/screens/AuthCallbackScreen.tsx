/**
 * `/auth/callback/`: the identity provider brings the reader back here with the authorisation
 * code. The browser trades it for tokens (PKCE), remembers the strategy, fetches the profile,
 * and goes back to the page the reader signed in from. Nothing of it runs on the server: the
 * server prints the "signing you in" page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { PageHead } from '../document/PageHead/PageHead';
import type { ScreenProps } from './screen-props';

export const SIGN_IN_INCOMPLETE_MESSAGE =
  'Signing in could not be completed. Please try again from the page you were reading.';

export function AuthCallbackScreen({ page }: ScreenProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // Once per visit: a code is good for one exchange (StrictMode or a re-render must not retry).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void auth.completeSignIn().then(
      (returnTo) => navigate(returnTo, { replace: true }),
      (error: unknown) => {
        console.error('Failed to log user in', error);
        setFailed(true);
      },
    );
  }, [auth, navigate]);

  return (
    <div className="auth-callback">
      <PageHead title={page.meta.title || 'Signing you in'} noIndex />
      <h1 className="auth-callback__title">{failed ? 'Sign-in incomplete' : 'Signing you in'}</h1>
      <p role="status" className="auth-callback__status">
        {failed ? SIGN_IN_INCOMPLETE_MESSAGE : 'One moment: we are finishing signing you in.'}
      </p>
      {failed ? <Link to="/">Back to the front page</Link> : null}
    </div>
  );
}
