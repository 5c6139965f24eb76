import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { PagesController } from './pages.controller';

@Module({ imports: [UpstreamsModule], controllers: [PagesController] })
export class PagesModule {}
