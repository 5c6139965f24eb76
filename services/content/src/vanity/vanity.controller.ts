import { BadRequestException, Controller, Get, Param, Query } from '@nestjs/common';
import type { VanityResponse } from '@bytewire/contracts';
import { DEFAULT_EDITION } from '@bytewire/site';
import { vanityLookupKey } from '@bytewire/vanity';
import { assertSite } from '../common/inputs';
import { ContentConfig } from '../config/environment';
import { CorpusIndex } from '../corpus/corpus-index';
import { entryForKey, targetsObject } from './vanity-match';
import { VanityParamsDto, VanityQueryDto } from './vanity.dto';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';

/**
 * Vanity URLs. The dictionary lists every entry. The lookup answers the entry matching the
 * path (else the content type and slug) as stored, whatever its enabled flag or expiry: the
 * caller applies the handling rules. A miss is HTTP 200 with an entry carrying `error`
 * (code 404) and no targets, so that the caller stops, as it does for any error response.
 * A miss is deliberately not urlType NOT_FOUND, which would turn every ordinary path into
 * a 404 page.
 */
@ApiKeyRequired()
@Controller('api/neutron/vanity/:site')
export class VanityController {
  constructor(
    private readonly index: CorpusIndex,
    private readonly config: ContentConfig,
  ) {}

  @Get('dictionary')
  dictionary(@Param() params: VanityParamsDto): { data: { items: VanityResponse[] } } {
    assertSite(params.site, this.config.siteId);
    return { data: { items: this.index.corpus.vanity } };
  }

  @Get('web')
  lookup(
    @Param() params: VanityParamsDto,
    @Query() query: VanityQueryDto,
  ): { data: { item: VanityResponse } } {
    assertSite(params.site, this.config.siteId);
    if (!query.path && !(query.contentType && query.slug)) {
      throw new BadRequestException('A path, or a contentType and a slug, is required');
    }
    const entries = this.index.corpus.vanity;
    const wanted = query.path ? vanityLookupKey(query.path) : undefined;
    const found =
      (wanted ? entryForKey(entries, wanted) : undefined) ??
      (query.contentType && query.slug
        ? entries.find((e) => targetsObject(e, query.contentType ?? '', query.slug ?? ''))
        : undefined);
    if (found) return { data: { item: found } };
    return {
      data: {
        item: {
          id: '',
          urlType: 'OK',
          urlPath: wanted ?? '',
          targets: [],
          error: {
            code: 404,
            message: `No vanity entry for ${wanted ?? `${query.contentType}/${query.slug}`} (edition ${query.edition ?? DEFAULT_EDITION})`,
          },
        },
      },
    };
  }
}
