/** What every feed and sitemap names of the site: its public origin and publication name. */
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';

@Injectable()
export class FeedSite {
  /** Origin of PUBLIC_URL: links in feeds and sitemaps are absolute on it. */
  readonly publicOrigin: string;
  readonly publicationName: string;

  constructor(config: ConfigService<RenderEnv, true>) {
    this.publicOrigin = new URL(config.get('PUBLIC_URL', { infer: true })).origin;
    this.publicationName = config.get('PUBLICATION_NAME', { infer: true });
  }
}
