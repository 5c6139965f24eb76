import { Module } from '@nestjs/common';
import { VanityController } from './vanity.controller';

@Module({ controllers: [VanityController] })
export class VanityModule {}
