/**
 * The member area (spec 001 s2, s6): `/members/preferences/` and `/members/newsletters/`, three
 * tabs (Community, where the site has a discussion service, Newsletters, Preferences), for a
 * signed-in reader only: signed out, it says
 * 'You must be signed in to access this section.' and offers the sign-in or join modal. Never
 * cached (the route's max age is 0); the server prints the page before auth init, the browser
 * the rest.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRootData } from '../../app/use-root-data';
import { useAuth } from '../../auth/AuthProvider';
import { LazySignInModal } from '../../auth/LazySignInModal';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { PageHead } from '../../document/PageHead/PageHead';
import type { ScreenProps } from '../../screens/screen-props';
import { CommunityPanel } from '../CommunityPanel/CommunityPanel';
import { MemberButton } from '../MemberButton/MemberButton';
import { NewslettersPanel } from '../NewslettersPanel';
import { PreferencesPanel } from '../PreferencesPanel/PreferencesPanel';
import styles from './MemberScreen.module.css';
import { SafariPrivacyWarning } from '../../site-status/SafariPrivacyWarning/SafariPrivacyWarning';

export const SIGNED_IN_ONLY_MESSAGE = 'You must be signed in to access this section.';

type Tab = 'community' | 'newsletters' | 'preferences';

function SignedOut({ publicationName }: { publicationName: string }) {
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>{SIGNED_IN_ONLY_MESSAGE}</p>
      {/* Joining the TV guide from Safari (spec 001 s8): what blocks it, and the ways round. */}
      <SafariPrivacyWarning />
      {auth.available ? (
        <MemberButton type="button" onClick={() => setOpen(true)}>
          Sign in or join
        </MemberButton>
      ) : null}
      <LazySignInModal
        open={open}
        onClose={() => setOpen(false)}
        publicationName={publicationName}
        returnTo={location.pathname}
      />
    </div>
  );
}

export function MemberScreen({ page, params }: ScreenProps) {
  const { site } = useRootData();
  const auth = useAuth();
  const initial: Tab = params.activePage === 'newsletters' ? 'newsletters' : 'preferences';
  const [community, setCommunity] = useState(false);
  // Community lists the reader's comments at the discussion service: no tab where the site has
  // none set up.
  const hasCommunity = Boolean(site.discussion?.shortname);
  const tab: Tab = community && hasCommunity ? 'community' : initial;
  const title = page.meta.title || 'Your account';

  const tabLink = (name: Exclude<Tab, 'community'>, label: string) => (
    <li>
      <Link
        to={`/members/${name}/`}
        className={styles.tab}
        aria-current={tab === name ? 'page' : undefined}
        onClick={() => setCommunity(false)}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <div>
      <PageHead title={title} description={page.meta.description} noIndex />
      <PageHeading title={title} description={page.meta.description} />
      {!auth.fetchComplete ? (
        <p role="status">Checking whether you are signed in…</p>
      ) : !auth.loggedIn || !auth.profile ? (
        <SignedOut publicationName={site.publicationName} />
      ) : (
        <>
          <nav aria-label="Your account">
            <ul className={styles.tabs}>
              {hasCommunity ? (
                <li>
                  <button
                    type="button"
                    className={styles.tab}
                    aria-current={tab === 'community' ? 'page' : undefined}
                    onClick={() => setCommunity(true)}
                  >
                    Community
                  </button>
                </li>
              ) : null}
              {tabLink('newsletters', 'Newsletters')}
              {tabLink('preferences', 'Preferences')}
            </ul>
          </nav>
          {tab === 'community' ? (
            <CommunityPanel />
          ) : tab === 'newsletters' ? (
            <NewslettersPanel />
          ) : (
            <PreferencesPanel key={auth.profile.id} profile={auth.profile} />
          )}
        </>
      )}
    </div>
  );
}
