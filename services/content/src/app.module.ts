import { JsonApiModule, OpenApiYamlModule, ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AuthModule } from './auth/auth.module';
import { ChromeModule } from './chrome/chrome.module';
import { ComposerModule } from './composer/composer.module';
import { ContentConfigModule } from './config/content-config.module';
import { ContentEnv } from './config/environment';
import { CorpusModule } from './corpus/corpus.module';
import { FinderModule } from './finder/finder.module';
import { PlaceholderModule } from './placeholder/placeholder.module';
import { ResizeModule } from './resize/resize.module';
import { SeamlessModule } from './seamless/seamless.module';
import { SitemapsModule } from './sitemaps/sitemaps.module';
import { VanityModule } from './vanity/vanity.module';
import { VideosModule } from './videos/videos.module';

/** The reference content API: the content platform's HTTP contract over the bundled corpus. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'content', env: ContentEnv }),
    ContentConfigModule,
    CorpusModule,
    JsonApiModule,
    AuthModule,
    ComposerModule,
    ChromeModule,
    SeamlessModule,
    FinderModule,
    SitemapsModule,
    VanityModule,
    VideosModule,
    PlaceholderModule,
    ResizeModule,
    // The hand-written contract, beside src/ and dist/ in the package.
    OpenApiYamlModule.register(join(__dirname, '..', 'openapi.yaml')),
  ],
})
export class AppModule {}
