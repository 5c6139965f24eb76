/**
 * The member area's Newsletters tab: every newsletter with a Subscribe or Unsubscribe button.
 * The reader's subscriptions are asked for 2 s after the tab opens (spec 001 s7); a journey
 * whose answer is Success changes the subscription here (spec 001 s4). Failures are logged
 * and say 'Error, please try again later'.
 */
import { useEffect, useState } from 'react';
import { useRootData } from '../app/use-root-data';
import { useAuth } from '../auth/AuthProvider';
import { trackEvent } from '../auth/first-login';
import { fetchNewsletters, runJourney, type Newsletter } from './member-api';
import { MemberButton } from './MemberButton/MemberButton';
import { MemberPanel, PanelAlert } from './MemberPanel/MemberPanel';
import { NewsletterItem, NewsletterList } from './NewsletterList/NewsletterList';
import { useSubscriptions } from './use-subscriptions';

export const MEMBER_ERROR_MESSAGE = 'Error, please try again later';

export function NewslettersPanel() {
  const { site } = useRootData();
  const auth = useAuth();
  const [newsletters, setNewsletters] = useState<Newsletter[]>();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [subscribed, setSubscribed] = useSubscriptions(site.siteId, auth.accessToken, {
    onError: () => setError(MEMBER_ERROR_MESSAGE),
  });

  useEffect(() => {
    let live = true;
    fetchNewsletters(site.siteId).then(
      (items) => live && setNewsletters(items),
      (failure: unknown) => {
        console.error('Newsletter fetch failed', failure);
        if (live) setError(MEMBER_ERROR_MESSAGE);
      },
    );
    return () => {
      live = false;
    };
  }, [site.siteId]);

  const toggle = async (newsletter: Newsletter, subscribe: boolean) => {
    setBusy(newsletter.id);
    setError(undefined);
    try {
      const token = await auth.accessToken();
      if (!token) throw new Error('no access token');
      const journey = subscribe ? newsletter.subscribeJourneyId : newsletter.unsubscribeJourneyId;
      if (await runJourney(site.siteId, token, journey)) {
        setSubscribed((current) => {
          const next = new Set(current);
          if (subscribe) next.add(newsletter.id);
          else next.delete(newsletter.id);
          return next;
        });
        trackEvent(subscribe ? 'newsletter-subscribe' : 'newsletter-unsubscribe', {
          newsletterId: newsletter.id,
        });
      } else {
        setError(MEMBER_ERROR_MESSAGE);
      }
    } catch (failure) {
      console.error('Newsletter journey failed', failure);
      setError(MEMBER_ERROR_MESSAGE);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <MemberPanel titleId="member-newsletters-title" title="Newsletters">
      <PanelAlert>{error ?? ''}</PanelAlert>
      {newsletters === undefined ? (
        <p role="status">Loading the newsletters…</p>
      ) : (
        <NewsletterList>
          {newsletters.map((newsletter) => {
            const isSubscribed = subscribed?.has(newsletter.id) ?? false;
            return (
              <NewsletterItem
                key={newsletter.id}
                newsletterId={newsletter.id}
                name={newsletter.name}
                description={newsletter.description}
                frequency={newsletter.frequency}
                state={
                  subscribed === undefined ? '' : isSubscribed ? 'Subscribed' : 'Not subscribed'
                }
                action={
                  <MemberButton
                    type="button"
                    disabled={subscribed === undefined || busy === newsletter.id}
                    onClick={() => void toggle(newsletter, !isSubscribed)}
                  >
                    {isSubscribed
                      ? `Unsubscribe from ${newsletter.name}`
                      : `Subscribe to ${newsletter.name}`}
                  </MemberButton>
                }
              />
            );
          })}
        </NewsletterList>
      )}
    </MemberPanel>
  );
}
