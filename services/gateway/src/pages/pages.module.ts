import { Module } from '@nestjs/common';
import { ExperimentsModule } from '../experiments/experiments.module';
import { FeedsModule } from '../feeds/feeds.module';
import { PageCacheModule } from '../page-cache/page-cache.module';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { PageRequestContextDecorator } from '../request/page-request-context';
import { VanityModule } from '../vanity/vanity.module';
import { PagesController } from './pages.controller';

@Module({
  imports: [UpstreamsModule, FeedsModule, VanityModule, ExperimentsModule, PageCacheModule],
  controllers: [PagesController],
  providers: [PageRequestContextDecorator],
})
export class PagesModule {}
