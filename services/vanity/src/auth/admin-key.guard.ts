import { Injectable } from '@nestjs/common';
import { VanityConfig } from '../config/vanity-env';
import { KeyGuard } from './key.guard';

/**
 * The refresh needs VANITY_ADMIN_KEY as header `x-api-key`: 401 without a known key, 403 with
 * the callers' key (known, but not allowed to force refreshes).
 */
@Injectable()
export class AdminKeyGuard extends KeyGuard {
  protected readonly callerKeyAllowed = false;

  constructor(config: VanityConfig) {
    super(config);
  }
}
