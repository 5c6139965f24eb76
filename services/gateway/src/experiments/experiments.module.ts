import { Module } from '@nestjs/common';
import { ExperimentsClient } from './experiments-client';
import { ExperimentsMetrics } from './experiments-metrics';
import { PageExperiments } from './page-experiments';

/** A/B tests and feature flags of page requests: the decision call, its metric, the headers. */
@Module({
  providers: [ExperimentsMetrics, ExperimentsClient, PageExperiments],
  exports: [PageExperiments],
})
export class ExperimentsModule {}
