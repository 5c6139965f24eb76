/**
 * The member area's Community tab (spec 001 s2): the reader's recent comments at the discussion
 * service, newest first, each under its story's title, linking to the comment. A site without
 * comments, or whose discussion API is not set up, says comments are not open here.
 */
import { useEffect, useState } from 'react';
import { useRootData } from '../../app/use-root-data';
import { useAuth } from '../../auth/AuthProvider';
import { displayDate } from '../../content/display-date';
import { fetchRecentComments, type RecentComment } from '../member-api';
import { MemberPanel, PanelAlert } from '../MemberPanel/MemberPanel';
import { MEMBER_ERROR_MESSAGE } from '../NewslettersPanel';
import styles from './CommunityPanel.module.css';

export const COMMENTS_NOT_OPEN_MESSAGE = 'Comments are not open on this site yet.';
export const NO_COMMENTS_MESSAGE =
  'You have not commented yet. Join the discussion under any article or review.';

/** The comments with the time they arrived (their dates read relative to it), or a state. */
type Comments = { items: RecentComment[]; now: number } | 'not-open' | 'error' | undefined;

function CommentItem({ comment, now }: { comment: RecentComment; now: number }) {
  const date = displayDate(new Date(comment.createdAt), now);
  return (
    <li className={styles.item} data-testid="recent-comment">
      <a className={styles.story} href={comment.url}>
        {comment.threadTitle}
      </a>
      <p className={styles.text}>{comment.text}</p>
      <time className={styles.date} dateTime={date.iso} title={date.full}>
        {date.text}
      </time>
    </li>
  );
}

export function CommunityPanel() {
  const { site } = useRootData();
  const { accessToken } = useAuth();
  const shortname = site.discussion?.shortname;
  const [comments, setComments] = useState<Comments>(shortname ? undefined : 'not-open');

  useEffect(() => {
    if (!shortname) return;
    let live = true;
    void (async () => {
      try {
        const token = await accessToken();
        if (!token) throw new Error('no access token');
        const mine = await fetchRecentComments(site.siteId, shortname, token);
        if (live) setComments(mine ? { items: mine, now: Date.now() } : 'not-open');
      } catch (failure) {
        console.error('Recent comments fetch failed', failure);
        if (live) setComments('error');
      }
    })();
    return () => {
      live = false;
    };
  }, [site.siteId, shortname, accessToken]);

  return (
    <MemberPanel titleId="member-community-title" title="Recent comments">
      {comments === undefined ? (
        <p role="status">Loading your recent comments…</p>
      ) : comments === 'error' ? (
        <PanelAlert>{MEMBER_ERROR_MESSAGE}</PanelAlert>
      ) : comments === 'not-open' ? (
        <p>{COMMENTS_NOT_OPEN_MESSAGE}</p>
      ) : comments.items.length === 0 ? (
        <p>{NO_COMMENTS_MESSAGE}</p>
      ) : (
        <ol className={styles.list}>
          {comments.items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} now={comments.now} />
          ))}
        </ol>
      )}
    </MemberPanel>
  );
}
