import { isContentApiError } from '@bytewire/content-client';
import { Controller, HttpCode, HttpException, Param, Post, UseGuards } from '@nestjs/common';
import { AdminKeyGuard } from '../auth/admin-key.guard';
import { assertSite } from '../common/site';
import { VanityConfig } from '../config/vanity-env';
import { VanityParamsDto } from '../lookup/vanity-query.dto';
import { DictionaryRefresh, type RefreshResult } from './dictionary-refresh.service';

/**
 * `POST .../refresh`: refreshes the dictionary inline and answers 200 with what it did, so
 * that the operator learns at once whether it worked (and it works while Redis is down). A
 * failed content API call is a 502 (504 when it timed out); the previous dictionary stays.
 */
@UseGuards(AdminKeyGuard)
@Controller('api/neutron/vanity/:site')
export class RefreshController {
  constructor(
    private readonly config: VanityConfig,
    private readonly refresher: DictionaryRefresh,
  ) {}

  @Post('refresh')
  @HttpCode(200)
  async refresh(@Param() params: VanityParamsDto): Promise<{ data: RefreshResult }> {
    assertSite(params.site, this.config.siteId);
    try {
      return { data: await this.refresher.refresh('manual') };
    } catch (error) {
      if (!isContentApiError(error)) throw error;
      const status = error.failure === 'timeout' ? 504 : 502;
      throw new HttpException(
        { statusCode: status, message: `Refresh failed: ${error.message}` },
        status,
      );
    }
  }
}
