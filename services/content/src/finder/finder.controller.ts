import { Controller, Get, Param, Query } from '@nestjs/common';
import type { ContentLink, Image, Paging } from '@bytewire/contracts';
import { assertSite } from '../common/inputs';
import { ContentConfig } from '../config/environment';
import type { ContentEntry } from '../corpus/corpus-index';
import { AutosuggestQueryDto, FinderParamsDto, SearchQueryDto } from './finder.dto';
import { FinderService } from './finder.service';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';

/** A search suggestion (spec 001 s3): id, slug, title, image with alt, topics, primary topic name. */
export interface Suggestion {
  id: string;
  slug: string;
  title: string;
  url: string;
  contentType: string;
  image?: Image;
  topics: { id: string; name: string; slug: string }[];
  primaryTopicName?: string;
}

/** The header's search panel shows at most 8 topics, 3 items and 3 videos (spec 001 s9). */
const MAX_TOPICS = 8;
const MAX_CONTENT = 3;
const MAX_VIDEOS = 3;

function suggestion(entry: ContentEntry): Suggestion {
  const topics = (entry.item.topics ?? []).map(({ id, name, slug }) => ({ id, name, slug }));
  return {
    id: entry.item.id,
    slug: entry.item.slug,
    title: entry.link.title,
    url: entry.link.url,
    contentType: entry.kind,
    image: entry.link.image,
    topics,
    primaryTopicName: topics[0]?.name,
  };
}

/** Decoded path segments arrive with dashes for spaces: search on words either way. */
function termText(term: string): string {
  return term.toLowerCase().replace(/-/g, ' ');
}

@ApiKeyRequired()
@Controller('api/neutron/finder/:site')
export class FinderController {
  constructor(
    private readonly finder: FinderService,
    private readonly config: ContentConfig,
  ) {}

  @Get('autosuggest/:term')
  autosuggest(@Param() params: FinderParamsDto, @Query() _query: AutosuggestQueryDto) {
    assertSite(params.site, this.config.siteId);
    const text = termText(params.term);
    const found = this.finder.search(text);
    return {
      data: {
        item: {
          topics: this.finder
            .topics(text)
            .slice(0, MAX_TOPICS)
            .map(({ id, name, slug }) => ({ id, name, slug })),
          content: found
            .filter((e) => e.kind !== 'video')
            .slice(0, MAX_CONTENT)
            .map(suggestion),
          videos: found
            .filter((e) => e.kind === 'video')
            .slice(0, MAX_VIDEOS)
            .map(suggestion),
        },
      },
    };
  }

  @Get('search/:term')
  search(
    @Param() params: FinderParamsDto,
    @Query() query: SearchQueryDto,
  ): { data: { term: string; items: ContentLink[]; paging: Paging } } {
    assertSite(params.site, this.config.siteId);
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? 20);
    const found = this.finder.search(termText(params.term));
    return {
      data: {
        term: params.term.toLowerCase(),
        items: found.slice(offset, offset + limit).map((e) => e.link),
        paging: { limit, offset, total: found.length },
      },
    };
  }
}
