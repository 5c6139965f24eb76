import { Module } from '@nestjs/common';
import { ExperimentsAdmin } from './admin/experiments-admin.service';
import { FlagsController } from './admin/flags.controller';
import { TestsController } from './admin/tests.controller';
import { AdminKeyGuard, CallerKeyGuard } from './auth/key-guards';
import { DecideController } from './decide/decide.controller';
import { DefinitionsReadiness } from './health/definitions-readiness';
import { ExperimentsMetrics } from './metrics/experiments-metrics';
import { ExperimentsState } from './store/experiments-state';
import { ExperimentsSync } from './store/experiments-sync';
import { RedisExperimentsStore } from './store/redis-experiments-store';

/** Definitions and flags (Redis and in process), the admin API and decisions. */
@Module({
  controllers: [TestsController, FlagsController, DecideController],
  providers: [
    ExperimentsMetrics,
    ExperimentsState,
    RedisExperimentsStore,
    ExperimentsSync,
    ExperimentsAdmin,
    DefinitionsReadiness,
    CallerKeyGuard,
    AdminKeyGuard,
  ],
})
export class ExperimentsModule {}
