import { FEED_NOT_FOUND_TEXT, feedCacheControl, type FeedMatch } from '@bytewire/routes';
import { setRouteLabel } from '@bytewire/service-kit';
import {
  isRestrictedRegion,
  isRestrictedTopic,
  REGION_HEADER,
  RESTRICTED_PAGE_MESSAGE,
  RESTRICTED_STATUS,
} from '@bytewire/site';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ForwardablePath } from '../edge/forwardable-path';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { RenderUpstream } from '../upstreams/render.upstream';
import { isSiteRelative } from '../upstreams/redirect-rules';

const UNAVAILABLE_TEXT = 'The feed is not available right now. Please try again in a moment.';

/** The short plain-text answer of a feed path the gateway does not pass on, never cached. */
function sendFeedError(reply: FastifyReply, statusCode: number): void {
  void reply
    .code(statusCode)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', feedCacheControl(statusCode))
    .send(feedErrorText(statusCode));
}

function feedErrorText(statusCode: number): string {
  if (statusCode === 404) return FEED_NOT_FOUND_TEXT;
  if (statusCode === RESTRICTED_STATUS) return `${RESTRICTED_PAGE_MESSAGE}.`;
  return UNAVAILABLE_TEXT;
}

/** A restricted topic's feed asked for from the restricted state (spec 001 s1). */
function restrictedFeed(request: FastifyRequest, match: FeedMatch): boolean {
  if (match.kind !== 'feed' || match.feed.kind !== 'topic-rss') return false;
  return (
    isRestrictedTopic(match.feed.topicSlug) && isRestrictedRegion(request.headers[REGION_HEADER])
  );
}

/**
 * The XML outputs (RSS feeds, sitemaps; `matchFeed` of libs/routes says which paths): the
 * trailing-slash 301 of /sitemaps, the gateway's own 404 for a feed-shaped path that breaks a
 * rule (a bad topic slug never reaches render), 451 for a health or wearables feed asked for
 * from the restricted state (spec 001 s1), and render for the rest. Render gets no query,
 * only the user agent and the region header (render leaves the restricted topics' stories out
 * of a restricted reader's feeds and sitemaps); the answer is cached like the news door
 * (private, 300 s).
 */
@Injectable()
export class FeedForwarder {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = {
      upstream: render,
      // The region: a reader of the restricted state gets feeds without its topics' stories.
      clientHeaders: ['user-agent', REGION_HEADER],
      // Feeds take no parameters: nothing of the query reaches render, nor splits the cache.
      query: () => '',
      cacheControl: feedCacheControl,
      // A renamed topic's feed moves to the new topic feed (render's site-relative 301).
      passRedirects: isSiteRelative,
      onRefused: (reply) => sendFeedError(reply, 404),
      onFailure: (reply, failure) => sendFeedError(reply, failure.statusCode),
      onBadAnswer: (reply) => sendFeedError(reply, 502),
    };
  }

  answer(
    request: FastifyRequest,
    reply: FastifyReply,
    target: ForwardablePath,
    match: FeedMatch,
  ): void {
    switch (match.kind) {
      case 'redirect':
        setRouteLabel(request, 'redirect');
        return void reply.redirect(match.location, match.status);
      case 'not-found':
        setRouteLabel(request, 'not-found');
        return sendFeedError(reply, 404);
      case 'feed':
        setRouteLabel(request, `feed:${match.feed.kind}`);
        if (restrictedFeed(request, match)) return sendFeedError(reply, RESTRICTED_STATUS);
        return this.forwarder.forward(request, reply, target, this.forwarding);
    }
  }
}
