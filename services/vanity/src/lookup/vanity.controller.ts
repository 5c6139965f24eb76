import type { VanityResponse } from '@bytewire/contracts';
import { ifNoneMatchNames, RoutineRoute } from '@bytewire/service-kit';
import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  Param,
  Query,
  Res,
  ServiceUnavailableException,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { assertSite } from '../common/site';
import { VanityConfig } from '../config/vanity-env';
import { DictionaryCopy } from '../dictionary/dictionary-copy';
import type { DictionarySnapshot } from '../dictionary/dictionary-snapshot';
import { DictionarySync } from '../dictionary/dictionary-sync';
import { missAnswer } from './miss-answer';
import { DICTIONARY_UNAVAILABLE_MESSAGE, VanityLookup } from './vanity-lookup.service';
import { VanityParamsDto, VanityQueryDto } from './vanity-query.dto';

export const LOOKUP_INPUT_MESSAGE = 'A path, or a contentType and a slug, is required';

/** The dictionary's answer of one snapshot: its body, and its ETag (of the version). */
interface ServedDictionary {
  body: string;
  etag: string;
}

/** The ETag of a dictionary version: a strong one, the same on every replica holding it. */
export function dictionaryEtag(version: string): string {
  return `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
}

/**
 * The content API's vanity contract (GET dictionary and web, services/content's
 * vanity.controller.ts), answered from this service's copy: an entry as stored, whatever its
 * enabled flag or expiry (the caller applies spec 000 s4); a miss is 200 with an entry
 * carrying `error: { code: 404 }` and no targets.
 */
@UseGuards(ApiKeyGuard)
@Controller('api/neutron/vanity/:site')
export class VanityController {
  /** The answer of each snapshot, made once: snapshots are replaced whole, never edited. */
  private readonly served = new WeakMap<DictionarySnapshot, ServedDictionary>();

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

  /**
   * Every entry, in the content API's order, from the copy held (kept in step with Redis).
   * Callers holding a copy (the gateway) poll it with If-None-Match: the ETag is that of the
   * dictionary's version, and an unchanged dictionary is a 304 without a body. Polled every few
   * seconds by every gateway: a routine route, logged at debug when it succeeds.
   */
  @Get('dictionary')
  @RoutineRoute()
  async dictionary(
    @Param() params: VanityParamsDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    assertSite(params.site, this.config.siteId);
    if (!this.copy.snapshot && !(await this.sync.loadFromRedis())) {
      await this.sync.loadFromUpstream();
    }
    const snapshot = this.copy.snapshot;
    if (!snapshot) throw new ServiceUnavailableException(DICTIONARY_UNAVAILABLE_MESSAGE);
    const { body, etag } = this.servedOf(snapshot);
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (ifNoneMatchNames(ifNoneMatch, etag)) return void reply.code(304).send();
    void reply.type('application/json; charset=utf-8').send(body);
  }

  private servedOf(snapshot: DictionarySnapshot): ServedDictionary {
    let served = this.served.get(snapshot);
    if (!served) {
      served = {
        body: JSON.stringify({ data: { items: snapshot.items } }),
        etag: dictionaryEtag(snapshot.meta.version),
      };
      this.served.set(snapshot, served);
    }
    return served;
  }
}
