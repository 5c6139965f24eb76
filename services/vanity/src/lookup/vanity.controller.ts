import type { VanityResponse } from '@bytewire/contracts';
import {
  BadRequestException,
  Controller,
  Get,
  Param,
  Query,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { assertSite } from '../common/site';
import { VanityConfig } from '../config/vanity-env';
import { DictionaryCopy } from '../dictionary/dictionary-copy';
import { DictionarySync } from '../dictionary/dictionary-sync';
import { missAnswer } from './miss-answer';
import { DICTIONARY_UNAVAILABLE_MESSAGE, VanityLookup } from './vanity-lookup.service';
import { VanityParamsDto, VanityQueryDto } from './vanity-query.dto';

export const LOOKUP_INPUT_MESSAGE = 'A path, or a contentType and a slug, is required';

/**
 * The content API's vanity contract (GET dictionary and web, services/content's
 * vanity.controller.ts), answered from this service's copy: an entry as stored, whatever its
 * enabled flag or expiry (the caller applies spec 000 s4); a miss is 200 with an entry
 * carrying `error: { code: 404 }` and no targets.
 */
@UseGuards(ApiKeyGuard)
@Controller('api/neutron/vanity/:site')
export class VanityController {
  constructor(
    private readonly config: VanityConfig,
    private readonly lookups: VanityLookup,
    private readonly copy: DictionaryCopy,
    private readonly sync: DictionarySync,
  ) {}

  @Get('web')
  async lookup(
    @Param() params: VanityParamsDto,
    @Query() query: VanityQueryDto,
  ): Promise<{ data: { item: VanityResponse } }> {
    assertSite(params.site, this.config.siteId);
    const byObject = query.contentType !== undefined && query.slug !== undefined;
    if (query.path === undefined && !byObject) throw new BadRequestException(LOOKUP_INPUT_MESSAGE);
    const { entry, lookupKey } = await this.lookups.lookup({
      path: query.path,
      contentType: byObject ? query.contentType : undefined,
      slug: byObject ? query.slug : undefined,
    });
    return {
      data: {
        item: entry ?? missAnswer(lookupKey, query.contentType, query.slug, query.edition),
      },
    };
  }

  /** Every entry, in the content API's order, from the copy held (kept in step with Redis). */
  @Get('dictionary')
  async dictionary(
    @Param() params: VanityParamsDto,
  ): Promise<{ data: { items: VanityResponse[] } }> {
    assertSite(params.site, this.config.siteId);
    if (!this.copy.snapshot && !(await this.sync.loadFromRedis())) {
      await this.sync.loadFromUpstream();
    }
    const snapshot = this.copy.snapshot;
    if (!snapshot) throw new ServiceUnavailableException(DICTIONARY_UNAVAILABLE_MESSAGE);
    return { data: { items: [...snapshot.items] } };
  }
}
