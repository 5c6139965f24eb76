import { ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { ChromeModule } from './chrome/chrome.module';
import { CommonModule } from './common/common.module';
import { ComposerModule } from './composer/composer.module';
import { ContentConfigModule } from './config/content-config.module';
import { ContentEnv } from './config/environment';
import { CorpusModule } from './corpus/corpus.module';
import { FinderModule } from './finder/finder.module';
import { OpenApiModule } from './openapi/openapi.module';
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
    CommonModule,
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
    OpenApiModule,
  ],
})
export class AppModule {}
