import { Module } from '@nestjs/common';
import { FinderModule } from '../finder/finder.module';
import { ComposerController } from './composer.controller';
import { ComposerService } from './composer.service';

@Module({
  imports: [FinderModule],
  controllers: [ComposerController],
  providers: [ComposerService],
})
export class ComposerModule {}
