import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { IsString } from 'class-validator';
import { assertSite, quote, SLUG_PATTERN } from '../common/inputs';
import { ContentConfig } from '../config/environment';
import { CorpusIndex } from '../corpus/corpus-index';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';

export class CaptionParamsDto {
  @IsString()
  site!: string;

  @IsString()
  format!: string;

  /** `{slug}.{extension}` */
  @IsString()
  file!: string;
}

/** The formats captions come in: format name → file extension (spec 000 s7). */
const FORMATS: ReadonlyMap<string, string> = new Map([['webvtt', 'vtt']]);

/** Captions of corpus videos: /api/neutron/videos/{site}/captions/webvtt/{slug}.vtt */
@ApiKeyRequired()
@Controller('api/neutron/videos/:site/captions')
export class CaptionsController {
  constructor(
    private readonly index: CorpusIndex,
    private readonly config: ContentConfig,
  ) {}

  @Get(':format/:file')
  @Header('Content-Type', 'text/vtt; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  captions(@Param() params: CaptionParamsDto): string {
    assertSite(params.site, this.config.siteId);
    const extension = FORMATS.get(params.format);
    if (!extension)
      throw new NotFoundException(`No captions in format ${quote(params.format)}: use webvtt`);
    const suffix = `.${extension}`;
    const slug = params.file.endsWith(suffix) ? params.file.slice(0, -suffix.length) : '';
    if (!SLUG_PATTERN.test(slug))
      throw new NotFoundException(
        `No captions file ${quote(params.file)}: ask for {slug}${suffix}`,
      );
    const video = this.index.find('video', slug)?.item;
    const captions = video?.transcripts?.find((t) => t.format === params.format);
    if (!captions) throw new NotFoundException(`No captions for video ${quote(slug)}`);
    return captions.data;
  }
}
