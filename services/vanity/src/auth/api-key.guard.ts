import { Injectable } from '@nestjs/common';
import { VanityConfig } from '../config/vanity-env';
import { KeyGuard } from './key.guard';

/**
 * Lookups and the dictionary need VANITY_API_KEY as header `x-api-key` (the gateway sends it).
 * The admin key is accepted too: an operator checking the result of a refresh needs no second key.
 */
@Injectable()
export class ApiKeyGuard extends KeyGuard {
  protected readonly callerKeyAllowed = true;

  constructor(config: VanityConfig) {
    super(config);
  }
}
