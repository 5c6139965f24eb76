/**
 * The discussion under a story (spec 001 s3, s7, s8), in its own chunk: nothing of the
 * discussion service loads until the reader allows functional cookies (C0003), here or in the
 * consent choices; then the embed shows with the reader's sign-on token, or as a guest with
 * 'Log In to Comment', which opens the sign-in modal. Signing in or out re-loads the embed with
 * the new token.
 */
import type { DiscussionSettings } from '@bytewire/ssr-contract';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { LazySignInModal } from '../../auth/LazySignInModal';
import { AccentButton } from '../../components/AccentButton/AccentButton';
import { CONSENT_CATEGORIES } from '../../consent/consent-categories';
import { consentStore } from '../../consent/consent-store';
import { useConsent } from '../../consent/use-consent';
import { loadDiscussionEmbed } from '../discussion-embed';
import { discussionToken } from '../discussion-token';
import styles from './Discussion.module.css';

export const LOG_IN_TO_COMMENT = 'Log In to Comment';
export const EMBED_FAILED_MESSAGE = 'Comments could not be loaded. Please try again later.';

export interface DiscussionProps {
  settings: DiscussionSettings;
  siteId: string;
  publicationName: string;
  /** The story: its id is the thread's identifier. */
  story: { id: string; title: string; url: string };
  /**
   * Told whether the discussion shows the reader anything (a prompt, a status or the embed's
   * thread), so that the comments heading is never left over nothing.
   */
  onContentChange?: (hasContent: boolean) => void;
}

type EmbedStatus = 'loading' | 'shown' | 'failed';

/**
 * Where a reader who signs in to comment comes back: the story's own page (seamless scrolling
 * may have moved the address on to the next story), else this page.
 */
function storyPath(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    if (parsed.origin === location.origin) return parsed.pathname;
  } catch {
    // Not a URL: this page.
  }
  return location.pathname;
}

/** Whether the embed has put anything in its thread element, kept up to date. */
function useFilled(ref: RefObject<HTMLElement | null>): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setFilled(element.childElementCount > 0 || (element.textContent ?? '').trim() !== '');
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref]);
  return filled;
}

export function Discussion({
  settings,
  siteId,
  publicationName,
  story,
  onContentChange,
}: DiscussionProps) {
  const functional = useConsent(CONSENT_CATEGORIES.functional);
  const auth = useAuth();
  const [signInOpen, setSignInOpen] = useState(false);
  // The token for the auth state it was made for: undefined until auth init is done.
  const [token, setToken] = useState<{ loggedIn: boolean; value: string } | undefined>();
  const [embed, setEmbed] = useState<{ token: string; status: EmbedStatus } | undefined>();

  const { fetchComplete, loggedIn, accessToken } = auth;
  useEffect(() => {
    if (!fetchComplete) return;
    let live = true;
    void discussionToken({ loggedIn, accessToken }, siteId, settings.shortname).then((value) => {
      if (live) setToken({ loggedIn, value });
    });
    return () => {
      live = false;
    };
  }, [fetchComplete, loggedIn, accessToken, siteId, settings.shortname]);

  const remoteAuthS3 = token?.loggedIn === loggedIn ? token.value : undefined;
  // By value: a parent's re-render with an equal story must not reset the embed.
  const { id, title, url } = story;
  const { shortname, apiKey } = settings;
  useEffect(() => {
    if (!functional || remoteAuthS3 === undefined) return;
    let live = true;
    const page = { url, title, identifier: id, apiKey, remoteAuthS3 };
    const settle = (status: EmbedStatus) => live && setEmbed({ token: remoteAuthS3, status });
    loadDiscussionEmbed(shortname, page).then(
      () => settle('shown'),
      (error: unknown) => {
        console.warn('discussion embed failed', error);
        settle('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [functional, remoteAuthS3, id, title, url, shortname, apiKey]);

  const status: EmbedStatus | undefined = !functional
    ? undefined
    : embed && embed.token === remoteAuthS3
      ? embed.status
      : 'loading';
  const statusMessage =
    status === 'loading' ? 'Loading comments…' : status === 'failed' ? EMBED_FAILED_MESSAGE : '';
  const showLogIn = functional && auth.available && fetchComplete && !loggedIn;
  const threadRef = useRef<HTMLDivElement>(null);
  const threadFilled = useFilled(threadRef);
  const hasContent = !functional || showLogIn || statusMessage !== '' || threadFilled;
  useEffect(() => {
    onContentChange?.(hasContent);
  }, [onContentChange, hasContent]);

  return (
    <div className={styles.root} data-discussion={status ?? 'needs-consent'}>
      {!functional ? (
        <div className={styles.consent}>
          <p>
            Comments are hosted by our discussion service, which needs functional cookies to work.
          </p>
          <AccentButton
            type="button"
            className={styles.button}
            onClick={() => consentStore.allow(CONSENT_CATEGORIES.functional)}
          >
            Allow functional cookies and show comments
          </AccentButton>
        </div>
      ) : null}
      {showLogIn ? (
        <AccentButton type="button" className={styles.button} onClick={() => setSignInOpen(true)}>
          {LOG_IN_TO_COMMENT}
        </AccentButton>
      ) : null}
      <p className={styles.status} role="status">
        {statusMessage}
      </p>
      <div id="disqus_thread" ref={threadRef} className={styles.thread} />
      <LazySignInModal
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        publicationName={publicationName}
        returnTo={`${storyPath(story.url)}#comments-${encodeURIComponent(story.id)}`}
      />
    </div>
  );
}
