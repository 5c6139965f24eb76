import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { ProxyConfig } from '../config/proxy-config';

/** `{site}` of a path: this deployment's SITE_ID, or 404. */
@Injectable()
export class SitePipe implements PipeTransform<string, string> {
  constructor(private readonly config: ProxyConfig) {}

  transform(site: string): string {
    if (site !== this.config.siteId) throw new NotFoundException(`No site ${site.slice(0, 64)}`);
    return site;
  }
}
