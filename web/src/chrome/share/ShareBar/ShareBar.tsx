/**
 * The share bar (spec 001 s2, s7, s9): the first buttons inline, the rest in a dropdown
 * ("More sharing options") that toggles and closes on an outside click or Escape, fading in
 * 0.4 s (ShareBar.module.css). Button kinds outside SHARE_KINDS are refused.
 *
 * - facebook, flipboard, pinterest, reddit, twitter, linkedin: a link to the network's share
 *   page with the long URL (it works without script, or with the popup blocked); a click opens
 *   the 620x440 popup at once and loads the share page with the short URL into it once the
 *   shortener answers (the long URL when it cannot).
 * - instagram, youtube, tiktok: no share page; a link to the publication's profile (the
 *   footer's), in a new tab; left out when there is none.
 * - comments: the deep link of spec 001 s2, the story's URL plus `#comments-{assetId}` (a
 *   fragment jump on the story's own page); left out without an asset id.
 * - email: calls `onEmail` (the email-a-friend modal); left out without it.
 */
import { useId, type MouseEvent, type ReactNode } from 'react';
import {
  isPopupKind,
  isProfileKind,
  type PopupKind,
  type ProfileKind,
  type ShareKind,
  shareKindsOf,
  shareLabel,
} from '../share-kinds';
import { openSharePopup, showInPopup } from '../share-popup';
import { commentsHash, networkShareUrl } from '../share-urls';
import { useDismissable } from '../use-dismissable';
import { ShareIcon } from './share-icons';
import styles from './ShareBar.module.css';

/** How many buttons show inline; the rest go in the dropdown. */
export const DEFAULT_INLINE_COUNT = 4;
export const MORE_SHARING_LABEL = 'More sharing options';

export interface ShareBarProps {
  /** Button kinds, in order; invalid ones are refused (see `shareKindsOf`). */
  kinds: readonly string[];
  /** The absolute URL shared (the page's canonical URL). */
  url: string;
  title: string;
  /** The comments deep link's id. */
  assetId?: string;
  onEmail?: () => void;
  /** The publication's profiles on the networks without a share page (the footer's links). */
  profiles?: Partial<Record<ProfileKind, string>>;
  inlineCount?: number;
}

const NEW_TAB = ' (opens in a new tab)';

function ButtonContent({ kind, suffix = '' }: { kind: ShareKind; suffix?: string }) {
  return (
    <>
      <ShareIcon kind={kind} />
      <span className={styles.label} data-testid="share-bar-label">
        {shareLabel(kind)}
      </span>
      {suffix ? <span className="visually-hidden">{suffix}</span> : null}
    </>
  );
}

interface ShareButtonProps extends Omit<ShareBarProps, 'kinds' | 'inlineCount'> {
  kind: ShareKind;
  /** Called after the button did its work (closes the dropdown). */
  onDone: () => void;
}

function ShareButton({ kind, url, title, assetId, onEmail, profiles, onDone }: ShareButtonProps) {
  const className = styles.button;
  if (isPopupKind(kind)) {
    const network: PopupKind = kind;
    const share = (event: MouseEvent<HTMLAnchorElement>) => {
      const popup = openSharePopup();
      onDone();
      // Blocked: the link opens the share page (long URL) in a new tab instead.
      if (!popup) return;
      event.preventDefault();
      // The shortener (with the HTTP client) loads on the first share: no page pays for it
      // up front. Any failure, its chunk's included, shares the long URL.
      void import('../shorten-url')
        .then(
          ({ shortenUrl }) => shortenUrl(url),
          () => url,
        )
        .then((shortUrl) => showInPopup(popup, networkShareUrl(network, shortUrl, title)));
    };
    return (
      <a
        className={className}
        data-share={kind}
        href={networkShareUrl(kind, url, title)}
        target="_blank"
        rel="noopener noreferrer nofollow"
        onClick={share}
      >
        <ButtonContent kind={kind} suffix={NEW_TAB} />
      </a>
    );
  }
  if (isProfileKind(kind)) {
    const profile = profiles?.[kind];
    if (!profile) return null;
    return (
      <a
        className={className}
        data-share={kind}
        href={profile}
        target="_blank"
        rel="noopener nofollow"
        onClick={onDone}
      >
        <ButtonContent kind={kind} suffix={NEW_TAB} />
      </a>
    );
  }
  if (kind === 'comments') {
    if (!assetId) return null;
    return (
      <a
        className={className}
        data-share={kind}
        href={`${url}${commentsHash(assetId)}`}
        onClick={onDone}
      >
        <ButtonContent kind={kind} />
      </a>
    );
  }
  if (!onEmail) return null;
  return (
    <button
      type="button"
      className={className}
      data-share={kind}
      onClick={() => {
        onDone();
        onEmail();
      }}
    >
      <ButtonContent kind={kind} />
    </button>
  );
}

/** Whether a kind renders anything with these props (a button with no target is left out). */
function hasTarget(kind: ShareKind, props: ShareBarProps): boolean {
  if (isProfileKind(kind)) return Boolean(props.profiles?.[kind]);
  if (kind === 'comments') return Boolean(props.assetId);
  if (kind === 'email') return Boolean(props.onEmail);
  return true;
}

export function ShareBar(props: ShareBarProps) {
  const { kinds, inlineCount = DEFAULT_INLINE_COUNT, ...shared } = props;
  const menuId = useId();
  const { open, toggle, close, rootRef, toggleRef } = useDismissable<HTMLDivElement>();
  const shown = shareKindsOf(kinds).filter((kind) => hasTarget(kind, props));
  if (shown.length === 0) return null;
  const inline = shown.slice(0, inlineCount);
  const more = shown.slice(inlineCount);
  const item = (kind: ShareKind, onDone: () => void): ReactNode => (
    <li key={kind}>
      <ShareButton kind={kind} {...shared} onDone={onDone} />
    </li>
  );

  return (
    <div className={styles.root} role="group" aria-label="Share this story">
      <ul className={styles.list} data-testid="share-bar-list">
        {inline.map((kind) => item(kind, () => undefined))}
      </ul>
      {more.length > 0 ? (
        <div className={styles.more} ref={rootRef}>
          <button
            type="button"
            ref={toggleRef}
            className={`${styles.button} ${styles.moreToggle}`}
            data-testid="share-bar-more-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
          >
            <ShareIcon kind="more" />
            <span className={styles.label} data-testid="share-bar-label">
              {MORE_SHARING_LABEL}
            </span>
          </button>
          <ul
            id={menuId}
            className={styles.menu}
            data-testid="share-bar-menu"
            data-open={open ? 'true' : 'false'}
          >
            {more.map((kind) => item(kind, close))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
