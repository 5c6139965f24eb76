/**
 * The newsletter platform's answers, checked before they reach a reader (ADR 0007: an upstream
 * answer is checked where it enters, with zod's mini build): each path the site's code reads
 * (spec 001 s7, spec 000 s7) must be there with the right types, and only the known fields are
 * passed on (zod objects drop the others). An item of a list that is not whole is dropped; an
 * answer without its path is a 502.
 */
import type { Newsletter } from '@bytewire/contracts';
import { UpstreamError } from '@bytewire/service-kit';
import * as z from 'zod/mini';
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

function badShape(what: string): UpstreamError {
  return new UpstreamError(UPSTREAM_NAME, 502, `${UPSTREAM_NAME} gave ${what} of an unknown shape`);
}

/** `schema`'s output for `json`, or a 502 naming `what`. */
function checked<T>(schema: z.ZodMiniType<T>, json: unknown, what: string): T {
  const result = schema.safeParse(json);
  if (!result.success) throw badShape(what);
  return result.data;
}

const listAnswer = z.object({ data: z.object({ items: z.array(z.unknown()) }) });

/** The items of a list answer that `item` takes whole; no list at `data.items` is a 502. */
function wholeItems<T>(json: unknown, what: string, item: z.ZodMiniType<T>): T[] {
  return checked(listAnswer, json, what).data.items.flatMap((entry) => {
    const result = item.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

const newsletter = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  frequency: z.string(),
  subscribeJourneyId: z.string(),
  unsubscribeJourneyId: z.string(),
}) satisfies z.ZodMiniType<Newsletter>;

const subscription = z.object({
  newsletterId: z.string(),
  subscribedAt: z.string(),
}) satisfies z.ZodMiniType<Subscription>;

/** A field kept only when it is of its kind; anything else reads as absent. */
const keptIf = <T>(schema: z.ZodMiniType<T>) => z.catch(z.optional(schema), undefined);

const journeyAnswer = z.object({
  data: z.object({
    item: z.object({
      code: z.string(),
      newsletterId: keptIf(z.string()),
      action: keptIf(z.enum(['subscribe', 'unsubscribe'])),
    }),
  }),
});

/** A profile's text field: a string, else empty. */
const profileText = z.catch(z.string(), '');

const profileAnswer = z.object({
  data: z.object({
    data: z.object({
      item: z.object({
        id: z.string(),
        email: profileText,
        firstName: profileText,
        lastName: profileText,
        username: profileText,
        country: profileText,
        // An avatar is shown as an image: only an https URL or a path of the site.
        avatar: z.catch(z.string().check(z.regex(/^(https:\/\/|\/(?!\/))[^\s"'<>]*$/)), ''),
      }) satisfies z.ZodMiniType<Profile>,
    }),
  }),
});

const discussionAnswer = z.object({
  data: z.object({
    data: z.object({
      item: z.object({
        disqusToken: z.object({
          remoteAuthS3: z.string().check(z.maxLength(8192), z.regex(/^[\w+/= -]*$/)),
        }),
      }),
    }),
  }),
});

/** A comment the page can show: its fields strings, a web URL and a date; cleaned for display. */
const recentComment = z.pipe(
  z.object({
    id: z.string(),
    text: z.string(),
    createdAt: z.string().check(z.refine((date) => !Number.isNaN(Date.parse(date)))),
    threadTitle: z.string(),
    url: z.string().check(z.refine((url) => httpUrl(url) !== undefined)),
  }),
  z.transform((fields): RecentComment => ({
    id: fields.id.slice(0, 64),
    text: commentText(fields.text),
    createdAt: new Date(fields.createdAt).toISOString(),
    threadTitle: commentText(fields.threadTitle),
    url: httpUrl(fields.url)!,
  })),
);

const configuredAnswer = z.object({ data: z.object({ configured: z.optional(z.unknown()) }) });

export function newsletterList(json: unknown): NewsletterListAnswer {
  return { data: { items: wholeItems(json, 'a newsletter list', newsletter) } };
}

export function subscriptionList(json: unknown): SubscriptionsAnswer {
  return { data: { items: wholeItems(json, 'a subscription list', subscription) } };
}

export function journeyResult(json: unknown): JourneyAnswer {
  const { code, newsletterId, action } = checked(journeyAnswer, json, 'a journey answer').data.item;
  return {
    data: {
      item: {
        code,
        ...(newsletterId !== undefined ? { newsletterId } : {}),
        ...(action !== undefined ? { action } : {}),
      },
    },
  };
}

export function profileResult(json: unknown): ProfileAnswer {
  return checked(profileAnswer, json, 'a profile');
}

export function discussionResult(json: unknown): DiscussionAnswer {
  return checked(discussionAnswer, json, 'a discussion token');
}

export function recentCommentsResult(json: unknown): RecentCommentsAnswer {
  const configured = configuredAnswer.safeParse(json);
  return {
    data: {
      configured: !configured.success || configured.data.data.configured !== false,
      items: wholeItems(json, 'a list of comments', recentComment),
    },
  };
}
