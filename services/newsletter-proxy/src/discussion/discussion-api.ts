import { UpstreamError, UpstreamMetrics } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { ProxyConfig } from '../config/proxy-config';
import { upstreamExchange } from '../upstream/upstream-json';
import { DISCUSSION_SERVICE, isUnknownUser, recentCommentsOf } from './discussion-posts';
import {
  NOT_CONFIGURED,
  RECENT_COMMENTS_LIMIT,
  type RecentCommentsAnswer,
} from './recent-comments';

/**
 * The discussion service's read API (Disqus 3.0) for the reader signed in to it by single
 * sign-on (remote-auth.ts signs the reader's `sub` as the id): their recent comments in the
 * site's forum, with the public key, within DISCUSSION_API_TIMEOUT_MS. Not configured (no
 * DISCUSSION_API_KEY), it asks nothing and says so. Our request ids stay here.
 */
@Injectable()
export class DiscussionApi {
  /** fetch, timed (`upstream_request_duration_seconds{upstream="discussion"}`). */
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: ProxyConfig,
    upstreams: UpstreamMetrics,
  ) {
    this.fetch = upstreams.timedFetch('discussion');
  }

  async recentComments(readerId: string): Promise<RecentCommentsAnswer> {
    const api = this.config.discussionApi;
    if (!api) return NOT_CONFIGURED;
    const query = new URLSearchParams({
      api_key: api.key,
      forum: this.config.discussionShortname,
      user: `remote:${api.ssoDomain}-${readerId}`,
      limit: String(RECENT_COMMENTS_LIMIT),
      order: 'desc',
      related: 'thread',
    });
    const { status, json } = await upstreamExchange({
      url: `${api.url}/users/listPosts.json?${query}`,
      method: 'GET',
      timeoutMs: api.timeoutMs,
      service: DISCUSSION_SERVICE,
      fetchImpl: this.fetch,
    });
    if (status === 200) return { data: { configured: true, items: recentCommentsOf(json) } };
    if (status === 400 && isUnknownUser(json)) return { data: { configured: true, items: [] } };
    throw new UpstreamError(DISCUSSION_SERVICE, 502, `${DISCUSSION_SERVICE} answered ${status}`);
  }
}
