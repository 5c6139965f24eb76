import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { HeaderLinksResponse, TrendingResponse } from '@bytewire/contracts';
import { DEFAULT_EDITION, isValidEdition, LOCALES } from '@bytewire/site';
import { assertSite, lookup, quote, singleValues } from '../common/inputs';
import { ContentConfig } from '../config/environment';
import { CorpusIndex } from '../corpus/corpus-index';
import type { ChromeQueryDto } from './chrome.dto';
import { buildHeaderLinks } from './header-links';
import { buildTrending } from './trending-stories';

/** What every call of the header checks: the site, one value per parameter, the edition. */
export interface ChromeRequest {
  site: string;
  query: ChromeQueryDto;
  raw: Record<string, unknown>;
}

/**
 * The header's data (spec 001 s7): the `header_links` resource and the trending listing. The
 * corpus does not change while the service runs, so both answers are built once.
 */
@Injectable()
export class ChromeService {
  private readonly resources: Readonly<Record<string, HeaderLinksResponse>>;
  private readonly listings: Readonly<Record<string, TrendingResponse>>;

  constructor(
    private readonly config: ContentConfig,
    index: CorpusIndex,
  ) {
    this.resources = {
      header_links: { data: { items: buildHeaderLinks(index, config.sisterEditions) } },
    };
    this.listings = { trending: { data: { items: buildTrending(index) } } };
  }

  resource(name: string, req: ChromeRequest): HeaderLinksResponse {
    this.check(req);
    return this.named('resource', this.resources, name);
  }

  listing(name: string, req: ChromeRequest): TrendingResponse {
    this.check(req);
    return this.named('listing', this.listings, name);
  }

  private named<T>(kind: string, record: Readonly<Record<string, T>>, name: string): T {
    const found = lookup(record, name);
    if (found === undefined) {
      throw new NotFoundException(
        `Unknown ${kind} ${quote(name)}: the ${kind}s are ${Object.keys(record).join(', ')}`,
      );
    }
    return found;
  }

  /** The composer's rules: unknown site 404, a repeated parameter or unknown edition 400. */
  private check({ site, query, raw }: ChromeRequest): void {
    assertSite(site, this.config.siteId);
    singleValues(raw);
    const edition = query.edition ?? DEFAULT_EDITION;
    if (!isValidEdition(edition)) {
      throw new BadRequestException(
        `Unknown edition ${quote(edition)}: editions are ${LOCALES.map((l) => l.code).join(', ')}`,
      );
    }
  }
}
