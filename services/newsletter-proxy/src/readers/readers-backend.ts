import type { Newsletter } from '@bytewire/contracts';
import type { Reader } from '../auth/reader';
import type { RecentCommentsAnswer } from '../discussion/recent-comments';
import type { Profile } from '../profile/profile';
import type { ProfileUpdate } from '../profile/profile-update.dto';

export interface Subscription {
  newsletterId: string;
  /** ISO date-time. */
  subscribedAt: string;
}

/** Spec 001 s7's answers, as the site's browser code reads them. */
export interface NewsletterListAnswer {
  data: { items: Newsletter[] };
}
export interface SubscriptionsAnswer {
  data: { items: Subscription[] };
}
/** `data.item.code` 'Success' means done. */
export interface JourneyAnswer {
  data: { item: { code: string; newsletterId?: string; action?: 'subscribe' | 'unsubscribe' } };
}
/** Spec 000 s7: the profile is read at `data.data.item`. */
export interface ProfileAnswer {
  data: { data: { item: Profile } };
}
/** Spec 001 s7: the token is read at `data.data.item.disqusToken.remoteAuthS3`. */
export interface DiscussionAnswer {
  data: { data: { item: { disqusToken: { remoteAuthS3: string } } } };
}

/** Who asks, for what site: the checked path parameter, the token's reader, the request id. */
export interface ReaderCall {
  site: string;
  reader: Reader;
  requestId?: string;
}

/**
 * Where newsletters, subscriptions, profiles and discussion sign-on are kept: here, in Redis
 * (LocalReaders, the default), or at the publication's newsletter platform (UpstreamReaders,
 * with NEWSLETTER_UPSTREAM_URL). The controllers check the token, the path and the body, then
 * ask this; both answer the same shapes.
 */
export abstract class ReadersBackend {
  abstract newsletters(site: string, requestId?: string): Promise<NewsletterListAnswer>;
  abstract subscriptions(call: ReaderCall): Promise<SubscriptionsAnswer>;
  /** `journeyId` matched JOURNEY_ID. */
  abstract journey(call: ReaderCall, journeyId: string): Promise<JourneyAnswer>;
  abstract profile(call: ReaderCall): Promise<ProfileAnswer>;
  abstract updateProfile(call: ReaderCall, update: ProfileUpdate): Promise<ProfileAnswer>;
  /** `discussion` is DISCUSSION_SHORTNAME. */
  abstract discussionLogin(call: ReaderCall, discussion: string): Promise<DiscussionAnswer>;
  abstract discussionLogout(call: ReaderCall, discussion: string): Promise<DiscussionAnswer>;
  /** The reader's recent comments there, for the member area's Community tab. */
  abstract recentComments(call: ReaderCall, discussion: string): Promise<RecentCommentsAnswer>;
}

/** A journey id as the catalogue writes them. */
export const JOURNEY_ID = /^[A-Za-z0-9_-]{1,64}$/;
