import { Module } from '@nestjs/common';
import { SitemapsController } from './sitemaps.controller';

@Module({ controllers: [SitemapsController] })
export class SitemapsModule {}
