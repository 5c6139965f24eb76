import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ReaderGuard } from '../auth/reader.guard';
import { CurrentCall } from '../readers/reader-call';
import {
  JOURNEY_ID,
  type JourneyAnswer,
  type NewsletterListAnswer,
  type ReaderCall,
  ReadersBackend,
  type SubscriptionsAnswer,
} from '../readers/readers-backend';
import { SitePipe } from '../site/site.pipe';

/**
 * The newsletter calls of spec 001 s7: the public list (`data.items`), the signed-in reader's
 * subscriptions (`data.items`) and `POST .../journey/{journeyId}` with no body, which
 * subscribes or unsubscribes by the journey's direction.
 */
@Controller('api/neutron/newsletters/:site')
export class NewslettersController {
  constructor(private readonly readers: ReadersBackend) {}

  @Get()
  list(
    @Param('site', SitePipe) site: string,
    @Req() request: FastifyRequest,
  ): Promise<NewsletterListAnswer> {
    return this.readers.newsletters(site, request.id);
  }

  @Get('subscriptions')
  @UseGuards(ReaderGuard)
  mine(
    @Param('site', SitePipe) site: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
  ): Promise<SubscriptionsAnswer> {
    return this.readers.subscriptions({ ...call, site });
  }

  @Post('journey/:journeyId')
  @HttpCode(200)
  @UseGuards(ReaderGuard)
  journey(
    @Param('site', SitePipe) site: string,
    @Param('journeyId') journeyId: string,
    @CurrentCall() call: Omit<ReaderCall, 'site'>,
  ): Promise<JourneyAnswer> {
    if (!JOURNEY_ID.test(journeyId)) {
      throw new NotFoundException(`No newsletter journey ${journeyId.slice(0, 64)}`);
    }
    return this.readers.journey({ ...call, site }, journeyId);
  }
}
