/**
 * The newsletter platform's answers, checked before they reach a reader: each path the site's
 * code reads (spec 001 s7, spec 000 s7) must be there with the right types, and only the known
 * fields are passed on. An item of a list that is not whole is dropped; an answer without its
 * path is a 502.
 */
import { isRecord, type Newsletter } from '@bytewire/contracts';
import { UpstreamError } from '@bytewire/service-kit';
import {
  commentText,
  httpUrl,
  type RecentComment,
  type RecentCommentsAnswer,
} from '../discussion/recent-comments';
import type { Profile } from '../profile/profile';
import type {
  DiscussionAnswer,
  JourneyAnswer,
  NewsletterListAnswer,
  ProfileAnswer,
  Subscription,
  SubscriptionsAnswer,
} from '../readers/readers-backend';
import { UPSTREAM_NAME } from './upstream-json';

/** Follows `path` through objects; undefined when a step is missing. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const step of path) {
    if (!isRecord(current)) return undefined;
    current = current[step];
  }
  return current;
}

function badShape(what: string): UpstreamError {
  return new UpstreamError(UPSTREAM_NAME, 502, `${UPSTREAM_NAME} gave ${what} of an unknown shape`);
}

/** The named string fields of `value`, or undefined when one is missing or not a string. */
function strings<K extends string>(
  value: unknown,
  keys: readonly K[],
): Record<K, string> | undefined {
  if (!isRecord(value)) return undefined;
  const picked = {} as Record<K, string>;
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string') return undefined;
    picked[key] = field;
  }
  return picked;
}

function items<T>(json: unknown, what: string, pick: (item: unknown) => T | undefined): T[] {
  const list = at(json, 'data', 'items');
  if (!Array.isArray(list)) throw badShape(what);
  return list.map(pick).filter((item): item is T => item !== undefined);
}

const NEWSLETTER_FIELDS = [
  'id',
  'name',
  'description',
  'frequency',
  'subscribeJourneyId',
  'unsubscribeJourneyId',
] as const;

export function newsletterList(json: unknown): NewsletterListAnswer {
  return {
    data: {
      items: items<Newsletter>(json, 'a newsletter list', (item) =>
        strings(item, NEWSLETTER_FIELDS),
      ),
    },
  };
}

export function subscriptionList(json: unknown): SubscriptionsAnswer {
  return {
    data: {
      items: items<Subscription>(json, 'a subscription list', (item) =>
        strings(item, ['newsletterId', 'subscribedAt'] as const),
      ),
    },
  };
}

export function journeyResult(json: unknown): JourneyAnswer {
  const item = at(json, 'data', 'item');
  if (!isRecord(item) || typeof item.code !== 'string') throw badShape('a journey answer');
  const { newsletterId, action } = item;
  return {
    data: {
      item: {
        code: item.code,
        ...(typeof newsletterId === 'string' ? { newsletterId } : {}),
        ...(action === 'subscribe' || action === 'unsubscribe' ? { action } : {}),
      },
    },
  };
}

const PROFILE_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'username',
  'country',
  'avatar',
] as const;

export function profileResult(json: unknown): ProfileAnswer {
  const item = at(json, 'data', 'data', 'item');
  if (!isRecord(item) || typeof item.id !== 'string') throw badShape('a profile');
  const profile = {} as Profile;
  for (const key of PROFILE_FIELDS) {
    const field = item[key];
    profile[key] = typeof field === 'string' ? field : '';
  }
  // An avatar is shown as an image: only an https URL or a path of the site.
  if (!/^(https:\/\/|\/(?!\/))[^\s"'<>]*$/.test(profile.avatar)) profile.avatar = '';
  return { data: { data: { item: profile } } };
}

export function discussionResult(json: unknown): DiscussionAnswer {
  const token = at(json, 'data', 'data', 'item', 'disqusToken', 'remoteAuthS3');
  if (typeof token !== 'string' || token.length > 8192 || !/^[\w+/= -]*$/.test(token)) {
    throw badShape('a discussion token');
  }
  return { data: { data: { item: { disqusToken: { remoteAuthS3: token } } } } };
}

const COMMENT_FIELDS = ['id', 'text', 'createdAt', 'threadTitle', 'url'] as const;

function recentComment(item: unknown): RecentComment | undefined {
  const fields = strings(item, COMMENT_FIELDS);
  const url = httpUrl(fields?.url);
  if (!fields || !url || Number.isNaN(Date.parse(fields.createdAt))) return undefined;
  return {
    id: fields.id.slice(0, 64),
    text: commentText(fields.text),
    createdAt: new Date(fields.createdAt).toISOString(),
    threadTitle: commentText(fields.threadTitle),
    url,
  };
}

export function recentCommentsResult(json: unknown): RecentCommentsAnswer {
  const configured = at(json, 'data', 'configured');
  return {
    data: {
      configured: configured !== false,
      items: items<RecentComment>(json, 'a list of comments', recentComment),
    },
  };
}
