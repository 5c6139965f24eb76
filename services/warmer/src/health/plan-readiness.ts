import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { WarmQueue } from '../warm/warm-queue';

/**
 * Not ready once the warmer's own work has stopped: this replica's worker is not running, or
 * the plan has not run (here or in another replica) for 3x WARM_INTERVAL_MS while Redis
 * answers. A plain Redis outage is left to the dependency checks (see JobSchedulerKeeper).
 */
@ReadinessCheckProvider()
export class PlanReadiness implements ReadinessCheck {
  readonly name = 'warm-plan';

  constructor(private readonly warm: WarmQueue) {}

  check(): Promise<void> {
    const keeper = this.warm.planSchedule;
    if (!keeper) return Promise.reject(new Error('the warm queue has not started'));
    if (!this.warm.working) return Promise.reject(new Error('the warm worker is not running'));
    const stalled = keeper.stalledReason();
    return stalled ? Promise.reject(new Error(stalled)) : Promise.resolve();
  }
}
