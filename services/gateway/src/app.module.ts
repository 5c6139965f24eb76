import { ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { AnalyticsModule } from './analytics/analytics.module';
import { ContentApiModule } from './api/content-api.module';
import { ReadersApiModule } from './readers/readers-api.module';
import { AssetsModule } from './assets/assets.module';
import { GatewayConfigModule } from './config/gateway-config.module';
import { GatewayEnv } from './config/gateway-env';
import { EdgeModule } from './edge/edge.module';
import { PagesModule } from './pages/pages.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { ShortenerModule } from './shortener/shortener.module';

@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'gateway', env: GatewayEnv }),
    GatewayConfigModule,
    EdgeModule,
    ContentApiModule,
    ReadersApiModule,
    AssetsModule,
    // The sharebar shortener and its short URLs, owned here rather than by the route table.
    ShortenerModule,
    // First-party analytics events, into a bounded Redis stream.
    AnalyticsModule,
    // The site's recommendation items, ordered by the decision service.
    RecommendationsModule,
    // The catch-all: fastify prefers every more specific route above to it.
    PagesModule,
  ],
})
export class AppModule {}
