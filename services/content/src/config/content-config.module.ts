import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ContentConfig, contentConfigFrom, type ContentEnv } from './environment';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: ContentConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<ContentEnv, true>) =>
        contentConfigFrom({
          CONTENT_API_KEY: config.get('CONTENT_API_KEY', { infer: true }),
          IMAGE_SIGNING_KEY: config.get('IMAGE_SIGNING_KEY', { infer: true }),
          CORPUS_ANCHOR: config.get('CORPUS_ANCHOR', { infer: true }),
          CORPUS_SEED: config.get('CORPUS_SEED', { infer: true }),
          SITE_ID: config.get('SITE_ID', { infer: true }),
          PUBLICATION_NAME: config.get('PUBLICATION_NAME', { infer: true }),
        }),
    },
  ],
  exports: [ContentConfig],
})
export class ContentConfigModule {}
