import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { CurrentReader, ReaderGuard } from '../auth/reader.guard';
import type { Reader } from '../auth/reader';
import { SitePipe } from '../site/site.pipe';
import { journeyOf, type Newsletter, NEWSLETTERS } from './newsletter-catalogue';
import { type Subscription, SubscriptionStore } from './subscription-store';

/** A journey id as the catalogue writes them. */
const JOURNEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Spec 001 s7's journey answer: `data.item.code` 'Success' means done. */
export interface JourneyAnswer {
  data: { item: { code: 'Success'; newsletterId: string; action: 'subscribe' | 'unsubscribe' } };
}

/**
 * The newsletter calls of spec 001 s7: the public list (`data.items`), the signed-in reader's
 * subscriptions (`data.items`) and `POST .../journey/{journeyId}` with no body, which
 * subscribes or unsubscribes by the journey's direction.
 */
@Controller('api/neutron/newsletters/:site')
export class NewslettersController {
  constructor(private readonly subscriptions: SubscriptionStore) {}

  @Get()
  list(@Param('site', SitePipe) _site: string): { data: { items: readonly Newsletter[] } } {
    return { data: { items: NEWSLETTERS } };
  }

  @Get('subscriptions')
  @UseGuards(ReaderGuard)
  async mine(
    @Param('site', SitePipe) _site: string,
    @CurrentReader() reader: Reader,
  ): Promise<{ data: { items: Subscription[] } }> {
    return { data: { items: await this.subscriptions.list(reader.sub) } };
  }

  @Post('journey/:journeyId')
  @HttpCode(200)
  @UseGuards(ReaderGuard)
  async journey(
    @Param('site', SitePipe) _site: string,
    @Param('journeyId') journeyId: string,
    @CurrentReader() reader: Reader,
  ): Promise<JourneyAnswer> {
    const journey = JOURNEY_ID.test(journeyId) ? journeyOf(journeyId) : undefined;
    if (!journey) throw new NotFoundException(`No newsletter journey ${journeyId.slice(0, 64)}`);
    const { newsletter, action } = journey;
    if (action === 'subscribe') await this.subscriptions.subscribe(reader.sub, newsletter.id);
    else await this.subscriptions.unsubscribe(reader.sub, newsletter.id);
    return { data: { item: { code: 'Success', newsletterId: newsletter.id, action } } };
  }
}
