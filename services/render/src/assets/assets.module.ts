import { Module } from '@nestjs/common';
import { StaticAssets } from './static-assets';

@Module({ providers: [StaticAssets] })
export class AssetsModule {}
