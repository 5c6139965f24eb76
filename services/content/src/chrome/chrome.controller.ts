import { Controller, Get, Param, Query } from '@nestjs/common';
import type { HeaderLinksResponse, TrendingResponse } from '@bytewire/contracts';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';
import { ChromeQueryDto, ListingParamsDto, ResourceParamsDto } from './chrome.dto';
import { ChromeService } from './chrome.service';

/** The header's calls (spec 001 s7), beside the composer's pages. */
@ApiKeyRequired()
@Controller('api/neutron/composer/:site')
export class ChromeController {
  constructor(private readonly chrome: ChromeService) {}

  /** A named resource: `header_links`, the header's menu items. */
  @Get('resources/:resource')
  resource(
    @Param() params: ResourceParamsDto,
    @Query() query: ChromeQueryDto,
    @Query() raw: Record<string, unknown>,
  ): HeaderLinksResponse {
    return this.chrome.resource(params.resource, { site: params.site, query, raw });
  }

  /** A named listing: `trending`, the search panel's trending stories. */
  @Get('listings/:listing')
  listing(
    @Param() params: ListingParamsDto,
    @Query() query: ChromeQueryDto,
    @Query() raw: Record<string, unknown>,
  ): TrendingResponse {
    return this.chrome.listing(params.listing, { site: params.site, query, raw });
  }
}
