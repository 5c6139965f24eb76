import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { ShortUrlController } from './short-url.controller';
import { ShortUrlStore } from './short-url-store';
import { ShortenerController } from './shortener.controller';

/**
 * The sharebar shortener (spec 001 s7): `/sharebar-shortener/` makes short URLs of the site's
 * own URLs, `/s/{code}/` redirects them; Redis holds the codes. Render answers the 404 page.
 */
@Module({
  imports: [UpstreamsModule],
  controllers: [ShortenerController, ShortUrlController],
  providers: [ShortUrlStore],
})
export class ShortenerModule {}
