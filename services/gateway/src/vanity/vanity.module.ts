import { Module } from '@nestjs/common';
import { VanityClient } from './vanity-client';
import { VanityMetrics } from './vanity-metrics';
import { VanityResolver } from './vanity-resolver';

/** Vanity URLs of page requests (spec 000 s4): the lookup, its metric and the decision. */
@Module({
  providers: [VanityMetrics, VanityClient, VanityResolver],
  exports: [VanityResolver],
})
export class VanityModule {}
