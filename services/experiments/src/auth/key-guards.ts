import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { ExperimentsConfig } from '../config/experiments-env';
import { apiKeyOf, KeyMatcher, type KeyedRequest } from '@bytewire/service-kit';

export const API_KEY_MESSAGE = 'A valid API key is required';
export const ADMIN_KEY_MESSAGE = 'The admin key is required to change tests and flags';

/** Which of the two keys a request carries (both compared, whatever the answer). */
function keyOf(context: ExecutionContext, config: KeyDigests): 'caller' | 'admin' | undefined {
  const given = apiKeyOf(context.switchToHttp().getRequest<KeyedRequest>());
  const caller = config.caller.matches(given);
  const admin = config.admin.matches(given);
  if (admin) return 'admin';
  return caller ? 'caller' : undefined;
}

class KeyDigests {
  readonly caller: KeyMatcher;
  readonly admin: KeyMatcher;

  constructor(config: ExperimentsConfig) {
    this.caller = new KeyMatcher(config.apiKey);
    this.admin = new KeyMatcher(config.adminKey);
  }
}

/** Decisions: EXPERIMENTS_API_KEY (or the admin key, so an operator can check a change). */
@Injectable()
export class CallerKeyGuard implements CanActivate {
  private readonly keys: KeyDigests;

  constructor(config: ExperimentsConfig) {
    this.keys = new KeyDigests(config);
  }

  canActivate(context: ExecutionContext): boolean {
    if (keyOf(context, this.keys)) return true;
    throw new UnauthorizedException(API_KEY_MESSAGE);
  }
}

/** Tests and flags: EXPERIMENTS_ADMIN_KEY only; the callers' key is a 403, anything else 401. */
@Injectable()
export class AdminKeyGuard implements CanActivate {
  private readonly keys: KeyDigests;

  constructor(config: ExperimentsConfig) {
    this.keys = new KeyDigests(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const key = keyOf(context, this.keys);
    if (key === 'admin') return true;
    if (key === 'caller') throw new ForbiddenException(ADMIN_KEY_MESSAGE);
    throw new UnauthorizedException(API_KEY_MESSAGE);
  }
}
