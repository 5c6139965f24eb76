/**
 * Newsletter signup on the newsletters page (spec 001 s2, s4, s5, s7): the newsletter list from
 * the newsletter API, the one list of the page. A signed-out reader is told that subscribing
 * needs an account and gets the sign-in or join modal first (and comes back here); a signed-in
 * reader sees which newsletters they get (their subscriptions, asked for 2 s after the page
 * knows them, spec 001 s7) and subscribes at once: the success variant, or, already
 * subscribed, the existing-subscriber variant. Unsubscribing is in the member area.
 */
import { linkRoutePath } from '@bytewire/routes';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRootData } from '../../app/use-root-data';
import { useAuth } from '../../auth/AuthProvider';
import { LazySignInModal } from '../../auth/LazySignInModal';
import { SiteLink } from '../../components/SiteLink';
import { MemberButton } from '../MemberButton/MemberButton';
import { fetchNewsletters, fetchSubscriptions, runJourney, type Newsletter } from '../member-api';
import { NewsletterItem, NewsletterList } from '../NewsletterList/NewsletterList';
import { MEMBER_ERROR_MESSAGE } from '../NewslettersPanel';
import { useSubscriptions } from '../use-subscriptions';
import styles from './NewsletterSignup.module.css';

type Outcome = { kind: 'success' | 'existing' | 'error'; message: string };

export const SIGNED_OUT_NOTE = 'Newsletters are for members: sign in or join to subscribe.';

export function NewsletterSignup() {
  const { site } = useRootData();
  const auth = useAuth();
  const location = useLocation();
  const [newsletters, setNewsletters] = useState<Newsletter[]>([]);
  const { loggedIn } = auth;
  // A signed-in reader's subscriptions, so that the list says which they get.
  const [subscribed, setSubscribed] = useSubscriptions(site.siteId, auth.accessToken, {
    enabled: loggedIn,
  });
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
      const mine = await fetchSubscriptions(site.siteId, token);
      setSubscribed(mine);
      if (mine.has(newsletter.id)) {
        setOutcome({ kind: 'existing', message: `You already get ${newsletter.name}.` });
        return;
      }
      if (!(await runJourney(site.siteId, token, newsletter.subscribeJourneyId))) {
        throw new Error('the journey did not succeed');
      }
      setSubscribed(new Set(mine).add(newsletter.id));
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
      {!auth.fetchComplete ? null : loggedIn ? (
        <p className={styles.note} data-testid="newsletter-signup-note">
          {`Signed in${auth.user?.email ? ` as ${auth.user.email}` : ''}: subscribe below, or `}
          <SiteLink url={linkRoutePath('member', { activePage: 'newsletters' }) ?? undefined}>
            manage your newsletters
          </SiteLink>
          .
        </p>
      ) : (
        <p className={styles.note} data-testid="newsletter-signup-note">
          {SIGNED_OUT_NOTE}
        </p>
      )}
      <p
        className={`${styles.outcome} ${styles[outcome?.kind ?? 'none']}`}
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        data-testid="newsletter-signup-outcome"
        data-outcome={outcome?.kind ?? 'none'}
      >
        {outcome?.message ?? ''}
      </p>
      <NewsletterList>
        {newsletters.map((newsletter) => {
          // A reader who signed out meanwhile gets nothing as far as the page knows.
          const gets = loggedIn && (subscribed?.has(newsletter.id) ?? false);
          return (
            <NewsletterItem
              key={newsletter.id}
              newsletterId={newsletter.id}
              name={newsletter.name}
              description={newsletter.description}
              frequency={newsletter.frequency}
              state={gets ? 'Subscribed' : undefined}
              action={
                <MemberButton type="button" onClick={() => void signUp(newsletter)}>
                  {loggedIn ? `Subscribe to ${newsletter.name}` : `Sign up for ${newsletter.name}`}
                </MemberButton>
              }
            />
          );
        })}
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
