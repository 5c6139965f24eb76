import { API_KEY_MESSAGE, apiKeyOf, KeyMatcher } from '@bytewire/service-kit';
import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  Query,
  UnauthorizedException,
} from '@nestjs/common';
import { IdentityConfig } from '../config/identity-config';
import type { Mail } from '@bytewire/outbox';
import { Outbox } from './outbox';

/** The longest `to` taken: an address is at most 254 characters. */
const MAX_TO_LENGTH = 254;

/** `GET /outbox?to=`: the mails the cluster sent (x-api-key IDENTITY_OUTBOX_KEY). */
@Controller('outbox')
export class OutboxController {
  private readonly key: KeyMatcher;

  constructor(
    config: IdentityConfig,
    private readonly outbox: Outbox,
  ) {
    this.key = new KeyMatcher(config.identityOutboxKey);
  }

  @Get()
  async read(
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Query('to') to: unknown,
  ): Promise<{ items: Mail[] }> {
    if (!this.key.matches(apiKeyOf({ headers }))) throw new UnauthorizedException(API_KEY_MESSAGE);
    if (to !== undefined && (typeof to !== 'string' || to.length > MAX_TO_LENGTH)) {
      throw new BadRequestException(
        `to must be one address of at most ${MAX_TO_LENGTH} characters`,
      );
    }
    return { items: await this.outbox.read(to) };
  }
}
