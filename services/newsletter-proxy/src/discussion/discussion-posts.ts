/**
 * The discussion service's answer to `users/listPosts` (Disqus API 3.0, `related=thread`), as
 * recent comments: only posts that are whole, neither deleted nor spam nor awaiting approval,
 * on a thread with a title and an http(s) link, are kept; the rest are dropped. An answer of
 * another shape is a 502.
 */
import { isRecord } from '@bytewire/contracts';
import { UpstreamError } from '@bytewire/service-kit';
import { commentText, httpUrl, type RecentComment } from './recent-comments';

export const DISCUSSION_SERVICE = 'discussion service';

/** Disqus's dates carry no zone: they are UTC. */
function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(value)) {
    return undefined;
  }
  const date = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function commentOf(post: unknown): RecentComment | undefined {
  if (!isRecord(post) || !isRecord(post.thread)) return undefined;
  if (post.isDeleted === true || post.isSpam === true || post.isApproved === false) {
    return undefined;
  }
  const id = typeof post.id === 'string' || typeof post.id === 'number' ? String(post.id) : '';
  const raw = typeof post.raw_message === 'string' ? post.raw_message : undefined;
  const createdAt = isoDate(post.createdAt);
  const link = httpUrl(post.thread.link);
  const title = typeof post.thread.title === 'string' ? commentText(post.thread.title) : '';
  if (!/^\d{1,20}$/.test(id) || raw === undefined || !createdAt || !link || !title) {
    return undefined;
  }
  const url = new URL(link);
  url.hash = `comment-${id}`;
  return { id, text: commentText(raw), createdAt, threadTitle: title, url: url.href };
}

/** The comments of a 200 answer (`{ code: 0, response: [post] }`). */
export function recentCommentsOf(json: unknown): RecentComment[] {
  if (!isRecord(json) || json.code !== 0 || !Array.isArray(json.response)) {
    throw new UpstreamError(
      DISCUSSION_SERVICE,
      502,
      `${DISCUSSION_SERVICE} gave a list of comments of an unknown shape`,
    );
  }
  return json.response.map(commentOf).filter((item): item is RecentComment => !!item);
}

/**
 * Whether a refusal says the reader is not known there (code 2, invalid argument `user`): a
 * reader who never commented has no account at the discussion service yet.
 */
export function isUnknownUser(json: unknown): boolean {
  return (
    isRecord(json) &&
    json.code === 2 &&
    typeof json.response === 'string' &&
    /'user'/.test(json.response)
  );
}
