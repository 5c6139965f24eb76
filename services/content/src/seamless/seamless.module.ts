import { Module } from '@nestjs/common';
import { SeamlessController } from './seamless.controller';

@Module({ controllers: [SeamlessController] })
export class SeamlessModule {}
