import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { ImagesModule } from '../images/images.module';
import { PageRenderer } from './page-renderer';
import { SsrController } from './ssr.controller';

@Module({
  imports: [ContentModule, ImagesModule],
  controllers: [SsrController],
  providers: [PageRenderer],
})
export class SsrModule {}
