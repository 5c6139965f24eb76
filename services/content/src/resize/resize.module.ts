import { Module } from '@nestjs/common';
import { CorpusImages } from './corpus-images';
import { ImageRenderer } from './image-renderer';
import { ResizeController } from './resize.controller';
import { ResizeSignature } from './resize-signature';

/** The image service of spec 000 s7 (`/resize/...`) over the corpus's images. */
@Module({
  controllers: [ResizeController],
  providers: [ResizeSignature, CorpusImages, ImageRenderer],
})
export class ResizeModule {}
