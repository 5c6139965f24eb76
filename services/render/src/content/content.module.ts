import { Module } from '@nestjs/common';
import { ContentApiReadiness } from './content-api.readiness';
import { ContentClients } from './content-clients';

@Module({
  providers: [ContentClients, ContentApiReadiness],
  exports: [ContentClients],
})
export class ContentModule {}
