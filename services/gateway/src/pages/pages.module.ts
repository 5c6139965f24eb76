import { Module } from '@nestjs/common';
import { FeedsModule } from '../feeds/feeds.module';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { VanityModule } from '../vanity/vanity.module';
import { PagesController } from './pages.controller';

@Module({ imports: [UpstreamsModule, FeedsModule, VanityModule], controllers: [PagesController] })
export class PagesModule {}
