import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ExperimentsConfig } from '../config/experiments-env';
import { API_KEY_MESSAGE, ServiceKeys, type KeyedRequest } from '@bytewire/service-kit';

export { API_KEY_MESSAGE };
export const ADMIN_KEY_MESSAGE = 'The admin key is required to change tests and flags';

/** EXPERIMENTS_API_KEY (decisions, see DecideRoute) and EXPERIMENTS_ADMIN_KEY (changes). */
@Injectable()
export class ExperimentsKeys extends ServiceKeys {
  constructor(config: ExperimentsConfig) {
    super(config.experimentsApiKey, config.experimentsAdminKey);
  }
}

/** What callers read (the definitions): EXPERIMENTS_API_KEY or EXPERIMENTS_ADMIN_KEY. */
@Injectable()
export class CallerKeyGuard implements CanActivate {
  constructor(private readonly keys: ExperimentsKeys) {}

  canActivate(context: ExecutionContext): boolean {
    this.keys.require(context.switchToHttp().getRequest<KeyedRequest>(), true, ADMIN_KEY_MESSAGE);
    return true;
  }
}

/** Tests and flags: EXPERIMENTS_ADMIN_KEY only; the callers' key is a 403, anything else 401. */
@Injectable()
export class AdminKeyGuard implements CanActivate {
  constructor(private readonly keys: ExperimentsKeys) {}

  canActivate(context: ExecutionContext): boolean {
    this.keys.require(context.switchToHttp().getRequest<KeyedRequest>(), false, ADMIN_KEY_MESSAGE);
    return true;
  }
}
