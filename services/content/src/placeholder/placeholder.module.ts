import { Module } from '@nestjs/common';
import { SampleVideo } from './sample-video';
import { SampleVideoController } from './sample-video.controller';

@Module({ controllers: [SampleVideoController], providers: [SampleVideo] })
export class PlaceholderModule {}
