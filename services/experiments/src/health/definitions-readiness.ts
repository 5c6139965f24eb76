import { type ReadinessCheck, ReadinessCheckProvider } from '@bytewire/service-kit';
import { ExperimentsState } from '../store/experiments-state';

/**
 * Ready once definitions are held, from Redis or the initial ones (decisions can be made then,
 * Redis or not). The answer names the source, so an operator sees when Redis was never read.
 */
@ReadinessCheckProvider()
export class DefinitionsReadiness implements ReadinessCheck {
  readonly name = 'experiments-definitions';

  constructor(private readonly state: ExperimentsState) {}

  check(): Promise<void> {
    if (this.state.snapshot) return Promise.resolve();
    return Promise.reject(new Error('no test definitions loaded yet'));
  }
}
