import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { Page, PageComponent, PageFooter, PageHeader } from '@bytewire/contracts';
import { DEFAULT_EDITION, isValidEdition, LOCALES } from '@bytewire/site';
import { assertSite, quote, singleValues } from '../common/inputs';
import { ContentConfig } from '../config/environment';
import { CorpusIndex } from '../corpus/corpus-index';
import { FinderService } from '../finder/finder.service';
import { buildFooter } from './chrome/footer';
import { buildHeader } from './chrome/header';
import { ComponentLinks } from './component-links';
import type { PageParamsDto } from './dto/page-params.dto';
import type { PageQueryDto } from './dto/page-query.dto';
import { findComponent } from './find-component';
import type { PageBody } from './page-body';
import { isPageType, PAGE_TYPES, type PageContext, type PageType } from './page-context';
import { assertPlatform } from './pages/amp';
import { articlePage } from './pages/article.page';
import { doorPage } from './pages/door.page';
import { featurePage } from './pages/feature.page';
import { frontDoorPage } from './pages/front-door.page';
import { galleryPage } from './pages/gallery.page';
import { authorPage, collectionPage, tagPage } from './pages/listing-pages';
import { reviewPage } from './pages/review.page';
import { searchPage } from './pages/search.page';
import { authFlowPage, memberPage, staticPage } from './pages/static.page';
import { topicPage, topicsPage } from './pages/topic.page';
import { videoPage } from './pages/video.page';

/** Query parameters never echoed back: the key is a secret, contentOnly shapes the answer. */
const NOT_ECHOED = new Set(['apiKey', 'contentOnly']);

/**
 * The composer: assembles the page of a type and slug from the corpus, adds the header and
 * footer unless contentOnly, and echoes the query. Missing content is a component error
 * (HTTP 200); malformed requests are 4xx.
 */
@Injectable()
export class ComposerService {
  private readonly header: PageHeader;
  private readonly footer: PageFooter;
  private readonly builders: Record<PageType, (ctx: PageContext) => PageBody>;

  constructor(
    private readonly config: ContentConfig,
    private readonly index: CorpusIndex,
    finder: FinderService,
  ) {
    this.header = buildHeader(index, config.publicationName, config.sisterEditions);
    this.footer = buildFooter(
      config.publicationName,
      config.siteId,
      new Date(index.corpus.anchor).getUTCFullYear(),
    );
    this.builders = {
      'front-door': frontDoorPage,
      door: doorPage,
      article: articlePage,
      gallery: galleryPage,
      review: reviewPage,
      video: videoPage,
      feature: featurePage,
      topic: topicPage,
      topics: topicsPage,
      tag: tagPage,
      collection: collectionPage,
      author: authorPage,
      static: staticPage,
      search: (ctx) => searchPage(ctx, finder),
      member: memberPage,
      'auth-flow': authFlowPage,
    };
  }

  page(params: PageParamsDto, query: PageQueryDto, raw: Record<string, unknown>): { data: Page } {
    const { ctx, body, queryParams } = this.build(params, query, raw);
    const page: Page = {
      pageType: ctx.req.type,
      id: body.id,
      queryParams,
      meta: body.meta,
      components: body.components,
      isSeamless: body.isSeamless ?? false,
      platform: ctx.req.platform,
    };
    if (query.contentOnly !== 'true') {
      page.header = this.header;
      page.footer = this.footer;
    }
    return { data: page };
  }

  component(
    params: PageParamsDto & { componentName: string },
    query: PageQueryDto,
    raw: Record<string, unknown>,
  ): { data: PageComponent } {
    const { body } = this.build(params, query, raw);
    const component = findComponent(body.components, params.componentName);
    if (!component) {
      throw new NotFoundException(
        `No component ${quote(params.componentName)} on page ${params.type}/${params.slug}`,
      );
    }
    return { data: component };
  }

  private build(params: PageParamsDto, query: PageQueryDto, raw: Record<string, unknown>) {
    assertSite(params.site, this.config.siteId);
    if (!isPageType(params.type)) {
      throw new NotFoundException(
        `Unknown page type ${quote(params.type)}: use one of ${PAGE_TYPES.join(', ')}`,
      );
    }
    const edition = query.edition ?? DEFAULT_EDITION;
    if (!isValidEdition(edition)) {
      throw new BadRequestException(
        `Unknown edition ${quote(edition)}: editions are ${LOCALES.map((l) => l.code).join(', ')}`,
      );
    }
    const echoed = Object.entries(singleValues(raw)).filter(([key]) => !NOT_ECHOED.has(key));
    const queryParams: Record<string, string> = { ...Object.fromEntries(echoed), edition };
    const req = {
      type: params.type,
      slug: params.slug,
      platform: params.platform === 'amp' ? ('amp' as const) : ('web' as const),
      edition,
      pageNumber: query.pageNumber,
      q: query.q,
    };
    const ctx: PageContext = {
      req,
      index: this.index,
      siteId: this.config.siteId,
      publicationName: this.config.publicationName,
      links: new ComponentLinks(this.config.siteId, req),
    };
    assertPlatform(ctx);
    return { ctx, body: this.builders[req.type](ctx), queryParams };
  }
}
