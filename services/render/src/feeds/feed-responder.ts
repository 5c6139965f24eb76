/**
 * Answers a feed or sitemap request: which output the path names (`matchFeed`, as the gateway
 * asked), the document with the news door's Cache-Control, or a short plain-text error with
 * its status (404 unknown, 451 a restricted topic's feed in the restricted state, 502 unusable
 * upstream answer, 504 upstream out of time), logged. A reader of the restricted state (the
 * region header, spec 001 s1) gets feeds and sitemaps without the restricted topics' stories.
 */
import { feedCacheControl, matchFeed, type SiteFeed } from '@bytewire/routes';
import { setRouteLabel } from '@bytewire/service-kit';
import { isRestrictedRegion, REGION_HEADER } from '@bytewire/site';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failureStatus, failureText, type FeedAnswer } from './feed-answer';
import { RssFeeds } from './rss-feeds';
import { XmlSitemaps } from './xml-sitemaps';

@Injectable()
export class FeedResponder {
  private readonly logger = new Logger(FeedResponder.name);

  constructor(
    private readonly rss: RssFeeds,
    private readonly sitemaps: XmlSitemaps,
  ) {}

  async respond(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const match = matchFeed(request.url.split('?', 1)[0]);
    if (match?.kind === 'redirect') {
      setRouteLabel(request, 'redirect');
      return void reply.code(match.status).header('location', match.location).send();
    }
    if (match?.kind !== 'feed') {
      setRouteLabel(request, 'not-found');
      return this.sendFailure(reply, 404);
    }

    setRouteLabel(request, `feed:${match.feed.kind}`);
    // Every answer depends on the region: caches on the way must keep the two apart.
    void reply.header('vary', REGION_HEADER);
    const restricted = isRestrictedRegion(request.headers[REGION_HEADER]);
    let answer: FeedAnswer;
    try {
      answer = await this.answerFor(match.feed, request.id, restricted);
    } catch (error) {
      const statusCode = failureStatus(error);
      const log = { err: error, feed: match.feed, statusCode };
      if (statusCode === 404 || statusCode === 451) this.logger.log(log, 'feed not given');
      else this.logger.error(log, 'feed failed');
      return this.sendFailure(reply, statusCode);
    }

    if (answer.kind === 'redirect') {
      return void reply
        .code(301)
        .header('location', answer.location)
        .header('cache-control', feedCacheControl(301))
        .send();
    }
    void reply
      .code(200)
      .header('content-type', answer.contentType)
      .header('cache-control', feedCacheControl(200))
      .send(answer.body);
  }

  private answerFor(feed: SiteFeed, requestId: string, restricted: boolean): Promise<FeedAnswer> {
    switch (feed.kind) {
      case 'news-rss':
        return this.rss.news(requestId, restricted);
      case 'topic-rss':
        return this.rss.topic(requestId, feed.topicSlug, restricted);
      case 'sitemap-index':
        return this.sitemaps.index(requestId);
      case 'sitemap':
        return this.sitemaps.sitemap(requestId, feed.name, feed.page, restricted);
    }
  }

  private sendFailure(reply: FastifyReply, statusCode: number): void {
    void reply
      .code(statusCode)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', feedCacheControl(statusCode))
      .send(failureText(statusCode));
  }
}
