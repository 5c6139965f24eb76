import { Module } from '@nestjs/common';
import { ChromeController } from './chrome.controller';
import { ChromeService } from './chrome.service';

/** The header's data: the `header_links` resource and the trending listing (spec 001 s7). */
@Module({
  controllers: [ChromeController],
  providers: [ChromeService],
})
export class ChromeModule {}
