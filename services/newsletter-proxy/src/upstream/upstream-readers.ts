import { UpstreamMetrics } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { ProxyConfig } from '../config/proxy-config';
import type { RecentCommentsAnswer } from '../discussion/recent-comments';
import type { ProfileUpdate } from '../profile/profile-update.dto';
import {
  type DiscussionAnswer,
  type JourneyAnswer,
  type NewsletterListAnswer,
  type ProfileAnswer,
  type ReaderCall,
  ReadersBackend,
  type SubscriptionsAnswer,
} from '../readers/readers-backend';
import { upstreamJson, type UpstreamJsonRequest } from './upstream-json';
import {
  discussionResult,
  journeyResult,
  newsletterList,
  profileResult,
  recentCommentsResult,
  subscriptionList,
} from './upstream-shapes';

const segment = encodeURIComponent;

/** What a profile update may carry on (the body may hold other keys: they are not passed). */
const UPDATE_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'country',
  'currentPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof ProfileUpdate)[];

function checkedUpdate(update: ProfileUpdate): Partial<ProfileUpdate> {
  const body: Partial<ProfileUpdate> = {};
  for (const key of UPDATE_FIELDS) if (update[key] !== undefined) body[key] = update[key];
  return body;
}

/**
 * Upstream mode (NEWSLETTER_UPSTREAM_URL): the same calls, made at the publication's newsletter
 * platform under the same paths, with the reader's own access token. The token, `{site}`, the
 * journey id and the profile body were checked here first; the answers are checked on the way
 * back (upstream-shapes.ts).
 */
@Injectable()
export class UpstreamReaders extends ReadersBackend {
  private readonly base: string;
  /** fetch, timed (`upstream_request_duration_seconds{upstream="newsletter-platform"}`). */
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: ProxyConfig,
    upstreams: UpstreamMetrics,
  ) {
    super();
    this.base = config.newsletterUpstreamUrl ?? '';
    this.fetch = upstreams.timedFetch('newsletter-platform');
  }

  private call(
    path: string,
    request: Omit<UpstreamJsonRequest, 'url' | 'timeoutMs' | 'accessToken'>,
    call?: ReaderCall,
  ): Promise<unknown> {
    return upstreamJson({
      ...request,
      url: `${this.base}${path}`,
      timeoutMs: this.config.newsletterUpstreamTimeoutMs,
      fetchImpl: this.fetch,
      ...(call ? { accessToken: call.reader.accessToken } : {}),
    });
  }

  async newsletters(site: string, requestId?: string): Promise<NewsletterListAnswer> {
    const json = await this.call(`/api/neutron/newsletters/${segment(site)}`, {
      method: 'GET',
      requestId,
    });
    return newsletterList(json);
  }

  async subscriptions(call: ReaderCall): Promise<SubscriptionsAnswer> {
    const json = await this.call(
      `/api/neutron/newsletters/${segment(call.site)}/subscriptions`,
      { method: 'GET', requestId: call.requestId },
      call,
    );
    return subscriptionList(json);
  }

  async journey(call: ReaderCall, journeyId: string): Promise<JourneyAnswer> {
    const json = await this.call(
      `/api/neutron/newsletters/${segment(call.site)}/journey/${segment(journeyId)}`,
      { method: 'POST', requestId: call.requestId },
      call,
    );
    return journeyResult(json);
  }

  async profile(call: ReaderCall): Promise<ProfileAnswer> {
    const json = await this.call(
      `/api/neutron/users/rna/${segment(call.site)}/user`,
      { method: 'GET', requestId: call.requestId },
      call,
    );
    return profileResult(json);
  }

  async updateProfile(call: ReaderCall, update: ProfileUpdate): Promise<ProfileAnswer> {
    const json = await this.call(
      `/api/neutron/users/rna/${segment(call.site)}/user`,
      { method: 'PUT', requestId: call.requestId, body: checkedUpdate(update) },
      call,
    );
    return profileResult(json);
  }

  async discussionLogin(call: ReaderCall, discussion: string): Promise<DiscussionAnswer> {
    const json = await this.call(
      `/api/neutron/users/${segment(call.site)}/${segment(discussion)}/authenticate`,
      { method: 'POST', requestId: call.requestId },
      call,
    );
    return discussionResult(json);
  }

  async discussionLogout(call: ReaderCall, discussion: string): Promise<DiscussionAnswer> {
    const json = await this.call(
      `/api/neutron/users/${segment(call.site)}/${segment(discussion)}/logout`,
      { method: 'POST', requestId: call.requestId },
      call,
    );
    return discussionResult(json);
  }

  async recentComments(call: ReaderCall, discussion: string): Promise<RecentCommentsAnswer> {
    const json = await this.call(
      `/api/neutron/users/${segment(call.site)}/${segment(discussion)}/comments`,
      { method: 'GET', requestId: call.requestId },
      call,
    );
    return recentCommentsResult(json);
  }
}
