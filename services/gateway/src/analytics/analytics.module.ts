import { Module } from '@nestjs/common';
import { AmpConsentController } from './amp-consent.controller';
import { AnalyticsMetrics } from './analytics-metrics';
import { CollectController } from './collect.controller';
import { EventStream } from './event-stream';

/**
 * First-party analytics collection (issue 9): the pages' and AMP pages' events, validated and
 * appended to a bounded Redis stream an operator or a consumer reads.
 */
@Module({
  controllers: [CollectController, AmpConsentController],
  providers: [EventStream, AnalyticsMetrics],
})
export class AnalyticsModule {}
