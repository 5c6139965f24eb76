import { Module } from '@nestjs/common';
import { ContentApiReadiness } from './content-api.readiness';
import { ContentClients } from './content-clients';
import { HeaderLinksCache } from './header-links-cache';

@Module({
  providers: [ContentClients, HeaderLinksCache, ContentApiReadiness],
  exports: [ContentClients],
})
export class ContentModule {}
