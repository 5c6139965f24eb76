import { Module } from '@nestjs/common';
import { ExperimentsAdmin } from './admin/experiments-admin.service';
import { FlagsController } from './admin/flags.controller';
import { FeaturesController } from './admin/features.controller';
import { AuditController } from './audit/audit.controller';
import { SdkFeaturesController } from './sdk-endpoint/sdk-features.controller';
import { TestsController } from './admin/tests.controller';
import { AdminKeyGuard, CallerKeyGuard, ExperimentsKeys } from './auth/key-guards';
import { Bandit } from './bandit/bandit';
import { BanditRoutes } from './bandit/bandit.routes';
import { BanditStore } from './bandit/bandit-store';
import { DecideRoute } from './decide/decide.route';
import { Decider } from './decide/decider';
import { DefinitionsController } from './definitions/definitions.controller';
import { FeatureEvaluator } from './features/feature-evaluator';
import { OfrepEvaluations } from './ofrep/ofrep-evaluations';
import { OfrepRoutes } from './ofrep/ofrep.routes';
import { DefinitionsReadiness } from './health/definitions-readiness';
import { ExperimentsMetrics } from './metrics/experiments-metrics';
import { DefinitionsFloor } from './store/definitions-floor';
import { ExperimentsState } from './store/experiments-state';
import { ExperimentsSync } from './store/experiments-sync';
import { RedisExperimentsStore } from './store/redis-experiments-store';

/**
 * Definitions and flags (Redis and in process), the admin API, decisions and the definitions
 * for callers deciding locally, and the decision service's bandit (POST /v3/decision, /v2/outcome).
 */
@Module({
  controllers: [
    TestsController,
    FlagsController,
    FeaturesController,
    AuditController,
    SdkFeaturesController,
    DefinitionsController,
  ],
  providers: [
    ExperimentsMetrics,
    DefinitionsFloor,
    ExperimentsState,
    RedisExperimentsStore,
    ExperimentsSync,
    ExperimentsAdmin,
    DefinitionsReadiness,
    ExperimentsKeys,
    AdminKeyGuard,
    CallerKeyGuard,
    Decider,
    DecideRoute,
    OfrepEvaluations,
    OfrepRoutes,
    FeatureEvaluator,
    BanditStore,
    Bandit,
    BanditRoutes,
  ],
})
export class ExperimentsModule {}
