import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Page, PageComponent } from '@bytewire/contracts';
import { ComposerService } from './composer.service';
import { ComponentParamsDto, PageParamsDto } from './dto/page-params.dto';
import { PageQueryDto } from './dto/page-query.dto';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';

@ApiKeyRequired()
@Controller('api/neutron/composer/:site')
export class ComposerController {
  constructor(private readonly composer: ComposerService) {}

  /** A page; the platform segment is optional and defaults to web. */
  @Get(['pages/:type/:slug', 'pages/:type/:slug/:platform'])
  page(
    @Param() params: PageParamsDto,
    @Query() query: PageQueryDto,
    @Query() raw: Record<string, unknown>,
  ): { data: Page } {
    return this.composer.page(params, query, raw);
  }

  /** One component of a page: the target of its `self` and `next` links. */
  @Get('components/:type/:slug/:componentName')
  component(
    @Param() params: ComponentParamsDto,
    @Query() query: PageQueryDto,
    @Query() raw: Record<string, unknown>,
  ): { data: PageComponent } {
    return this.composer.component(params, query, raw);
  }
}
