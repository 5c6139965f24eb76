import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { RefreshScheduler } from '../refresh/refresh-scheduler';

/**
 * Not ready once the scheduled refresh has stopped: this replica's worker is not running, or
 * no refresh job has run (here or in another replica) for 3x VANITY_REFRESH_INTERVAL_MS while
 * Redis answers. A plain Redis outage is left to the dependency checks: lookups go on from
 * the dictionary held (see JobSchedulerKeeper).
 */
@ReadinessCheckProvider()
export class RefreshReadiness implements ReadinessCheck {
  readonly name = 'vanity-refresh-schedule';

  constructor(private readonly scheduler: RefreshScheduler) {}

  check(): Promise<void> {
    const keeper = this.scheduler.schedule;
    if (!keeper) return Promise.reject(new Error('the refresh queue has not started'));
    if (!this.scheduler.working) {
      return Promise.reject(new Error('the refresh worker is not running'));
    }
    const stalled = keeper.stalledReason();
    return stalled ? Promise.reject(new Error(stalled)) : Promise.resolve();
  }
}
