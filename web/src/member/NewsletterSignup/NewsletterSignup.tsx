/**
 * Newsletter signup on the newsletters page (spec 001 s2, s4, s5): each newsletter with a Sign
 * up button. A signed-out reader gets the sign-in or join modal first (subscribing needs a
 * signed-in reader) and comes back here; a signed-in reader is subscribed at once and sees the
 * success variant, or, already subscribed, the existing-subscriber variant.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRootData } from '../../app/use-root-data';
import { useAuth } from '../../auth/AuthProvider';
import { LazySignInModal } from '../../auth/LazySignInModal';
import { MemberButton } from '../MemberButton/MemberButton';
import { fetchNewsletters, fetchSubscriptions, runJourney, type Newsletter } from '../member-api';
import { NewsletterItem, NewsletterList } from '../NewsletterList/NewsletterList';
import { MEMBER_ERROR_MESSAGE } from '../NewslettersPanel';
import styles from './NewsletterSignup.module.css';

type Outcome = { kind: 'success' | 'existing' | 'error'; message: string };

export function NewsletterSignup() {
  const { site } = useRootData();
  const auth = useAuth();
  const location = useLocation();
  const [newsletters, setNewsletters] = useState<Newsletter[]>([]);
  const [modalOpen, setModalOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  useEffect(() => {
    let live = true;
    fetchNewsletters(site.siteId).then(
      (items) => live && setNewsletters(items),
      (failure: unknown) => console.error('Newsletter fetch failed', failure),
    );
    return () => {
      live = false;
    };
  }, [site.siteId]);

  const signUp = async (newsletter: Newsletter) => {
    if (!auth.loggedIn) {
      setModalOpen(true);
      return;
    }
    try {
      const token = await auth.accessToken();
      if (!token) throw new Error('no access token');
      if ((await fetchSubscriptions(site.siteId, token)).has(newsletter.id)) {
        setOutcome({ kind: 'existing', message: `You already get ${newsletter.name}.` });
        return;
      }
      if (!(await runJourney(site.siteId, token, newsletter.subscribeJourneyId))) {
        throw new Error('the journey did not succeed');
      }
      setOutcome({
        kind: 'success',
        message: `Thanks for signing up: ${newsletter.name} is on its way to ${auth.user?.email ?? 'you'}.`,
      });
    } catch (failure) {
      console.error('Newsletter signup failed', failure);
      setOutcome({ kind: 'error', message: MEMBER_ERROR_MESSAGE });
    }
  };

  if (newsletters.length === 0) return null;
  return (
    <section aria-labelledby="newsletter-signup-title">
      <h2 id="newsletter-signup-title">Sign up</h2>
      <p
        className={`${styles.outcome} ${styles[outcome?.kind ?? 'none']}`}
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        data-testid="newsletter-signup-outcome"
        data-outcome={outcome?.kind ?? 'none'}
      >
        {outcome?.message ?? ''}
      </p>
      <NewsletterList>
        {newsletters.map((newsletter) => (
          <NewsletterItem
            key={newsletter.id}
            name={newsletter.name}
            description={newsletter.description}
            action={
              <MemberButton type="button" onClick={() => void signUp(newsletter)}>
                {`Sign up for ${newsletter.name}`}
              </MemberButton>
            }
          />
        ))}
      </NewsletterList>
      <LazySignInModal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        publicationName={site.publicationName}
        returnTo={location.pathname}
      />
    </section>
  );
}
