import { Module } from '@nestjs/common';
import { PlaceholderController } from './placeholder.controller';
import { SampleVideo } from './sample-video';
import { SampleVideoController } from './sample-video.controller';

@Module({ controllers: [PlaceholderController, SampleVideoController], providers: [SampleVideo] })
export class PlaceholderModule {}
