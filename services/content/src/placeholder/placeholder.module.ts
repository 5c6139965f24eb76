import { Module } from '@nestjs/common';
import { SampleClips } from './sample-clips';
import { SampleVideoController } from './sample-video.controller';

@Module({ controllers: [SampleVideoController], providers: [SampleClips] })
export class PlaceholderModule {}
