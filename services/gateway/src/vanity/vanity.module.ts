import { Module } from '@nestjs/common';
import { VanityDictionary } from './vanity-dictionary';
import { VanityMetrics } from './vanity-metrics';
import { VanityResolver } from './vanity-resolver';

/** Vanity URLs of page requests (spec 000 s4): the dictionary held, its metrics and the decision. */
@Module({
  providers: [VanityMetrics, VanityDictionary, VanityResolver],
  exports: [VanityResolver],
})
export class VanityModule {}
