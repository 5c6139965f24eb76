import { Module } from '@nestjs/common';
import { CaptionsController } from './captions.controller';

@Module({ controllers: [CaptionsController] })
export class VideosModule {}
