import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FeedResponder } from './feed-responder';

/**
 * The XML outputs: RSS feeds and sitemaps. The router only sends their path shapes here
 * (fastify prefers these to the page catch-all); which output a path is, `matchFeed` decides.
 */
@Controller()
export class FeedsController {
  constructor(private readonly responder: FeedResponder) {}

  @Get(['news/rss.xml', 'topic/:slug/rss.xml', 'sitemaps', 'sitemaps/*'])
  feed(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.responder.respond(request, reply);
  }
}
