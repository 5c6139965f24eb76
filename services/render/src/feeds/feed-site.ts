/** What every feed and sitemap names of the site: its public origin and publication name. */
import { Injectable } from '@nestjs/common';
import { RenderConfig } from '../config/render-config';

@Injectable()
export class FeedSite {
  /** Origin of PUBLIC_URL: links in feeds and sitemaps are absolute on it. */
  readonly publicOrigin: string;
  readonly publicationName: string;

  constructor(config: RenderConfig) {
    this.publicOrigin = config.publicOrigin;
    this.publicationName = config.publicationName;
  }
}
