import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  Query,
} from '@nestjs/common';
import type { SeamlessItem } from '@bytewire/contracts';
import { assertSite, quote } from '../common/inputs';
import { ContentConfig } from '../config/environment';
import { CorpusIndex } from '../corpus/corpus-index';
import { SeamlessParamsDto, SeamlessQueryDto } from './seamless.dto';
import { seamlessAfter, SEAMLESS_DEFAULT_LIMIT } from './seamless-sequence';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';

/**
 * What to read next after an article (spec 000 s2): the item is named by contentId, else by
 * the slug. The path without a slug exists for callers that only know the id.
 */
@ApiKeyRequired()
@Controller('api/neutron/seamless/:site')
export class SeamlessController {
  constructor(
    private readonly index: CorpusIndex,
    private readonly config: ContentConfig,
  ) {}

  @Get(['web', ':slug/web'])
  next(
    @Param() params: SeamlessParamsDto,
    @Query() query: SeamlessQueryDto,
  ): { data: { items: SeamlessItem[] } } {
    assertSite(params.site, this.config.siteId);
    if (!query.contentId && !params.slug)
      throw new BadRequestException('A slug or a contentId is required');
    const current =
      (query.contentId ? this.index.byContentId(query.contentId) : undefined) ??
      (params.slug ? this.index.bySlugAnyKind(params.slug) : undefined);
    if (!current)
      throw new NotFoundException(
        `No content with ${query.contentId ? `id ${quote(query.contentId)}` : `slug ${quote(params.slug ?? '')}`}`,
      );
    const limit = query.limit ? Number(query.limit) : SEAMLESS_DEFAULT_LIMIT;
    return { data: { items: seamlessAfter(this.index, current, limit, query.collectionId) } };
  }
}
