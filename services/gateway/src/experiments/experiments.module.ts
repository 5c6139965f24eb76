import { Module } from '@nestjs/common';
import { ExperimentsClient } from './experiments-client';
import { ExperimentsDefinitions } from './experiments-definitions';
import { ExperimentsMetrics } from './experiments-metrics';
import { PageExperiments } from './page-experiments';

/** A/B tests and feature flags of page requests: the definitions held, the decision (here or by call), its metrics, the headers. */
@Module({
  providers: [ExperimentsMetrics, ExperimentsClient, ExperimentsDefinitions, PageExperiments],
  exports: [PageExperiments],
})
export class ExperimentsModule {}
