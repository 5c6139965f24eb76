import { ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { WarmerConfigModule } from './config/warmer-config.module';
import { WarmerEnv } from './config/warmer-env';
import { QueueDashboard } from './dashboard/queue-dashboard';
import { PlanReadiness } from './health/plan-readiness';
import { RedisReadiness } from './health/redis-readiness';
import { PageStore } from './warm/page-store';
import { WarmDecisions } from './warm/warm-decisions';
import { WarmPlanner } from './warm/warm-planner';
import { WarmQueue } from './warm/warm-queue';
import { WarmRenderer } from './warm/warm-renderer';
import { WarmerMetrics } from './warm/warmer-metrics';

/** The page warmer: plans and renders door pages into the page cache, on a BullMQ queue. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'warmer', env: WarmerEnv }),
    WarmerConfigModule,
  ],
  providers: [
    PageStore,
    WarmerMetrics,
    WarmDecisions,
    WarmPlanner,
    WarmRenderer,
    WarmQueue,
    QueueDashboard,
    RedisReadiness,
    PlanReadiness,
  ],
})
export class AppModule {}
