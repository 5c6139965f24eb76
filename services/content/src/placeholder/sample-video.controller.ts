import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { quote } from '../common/inputs';
import { CorpusIndex } from '../corpus/corpus-index';
import { isSampleSegment, SampleVideo } from './sample-video';

export const VIDEO_MEDIA_PREFIX = '/placeholder/video';

export class SampleVideoParamsDto {
  @IsString()
  slug!: string;

  /** A rendition's folder (clear, hls, hds), for files that have one. */
  @IsOptional()
  @IsString()
  rendition?: string;

  @IsString()
  file!: string;
}

type MediaKind = 'playlist' | 'mp4';

const CONTENT_TYPES: Readonly<Record<MediaKind | 'segment', string>> = {
  playlist: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  segment: 'video/mp2t',
};

/** The URL's path without its query (downloadUrl adds `?download=1`). */
function pathOf(url: string): string {
  return url.split('?')[0];
}

/**
 * The corpus's video files (/placeholder/video/{slug}/...), so that video pages play with no
 * outside host: every HLS playlist URL of a corpus video answers the sample HLS playlist, its
 * segments answer next to it, and every mp4 URL answers the sample mp4. Only the URLs the
 * corpus lists exist (a plain http:// file is never served here: it points elsewhere on
 * purpose). No key, like the placeholder images; the answer never changes.
 */
@Controller('placeholder/video')
export class SampleVideoController {
  /** Site-relative path of each served file → what it is. */
  private readonly files = new Map<string, MediaKind>();
  /** Folders holding an HLS playlist, where the playlist's segments are. */
  private readonly hlsFolders = new Set<string>();

  constructor(
    index: CorpusIndex,
    private readonly sample: SampleVideo,
  ) {
    for (const file of index.corpus.videos.flatMap((video) => video.files)) {
      const path = pathOf(file.url);
      if (!path.startsWith(`${VIDEO_MEDIA_PREFIX}/`)) continue;
      const kind: MediaKind = /^m3u8?$/i.test(file.format) ? 'playlist' : 'mp4';
      this.files.set(path, kind);
      if (kind === 'playlist') this.hlsFolders.add(path.slice(0, path.lastIndexOf('/')));
    }
  }

  @Get(':slug/:file')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('X-Content-Type-Options', 'nosniff')
  topLevel(
    @Param() params: SampleVideoParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer {
    return this.serve(`${VIDEO_MEDIA_PREFIX}/${params.slug}`, params.file, reply);
  }

  @Get(':slug/:rendition/:file')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('X-Content-Type-Options', 'nosniff')
  inRendition(
    @Param() params: SampleVideoParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Buffer {
    return this.serve(
      `${VIDEO_MEDIA_PREFIX}/${params.slug}/${params.rendition}`,
      params.file,
      reply,
    );
  }

  private serve(folder: string, file: string, reply: FastifyReply): Buffer {
    const path = `${folder}/${file}`;
    const kind = this.files.get(path);
    if (kind === 'mp4') return this.send(reply, 'mp4', this.sample.mp4);
    if (kind === 'playlist') return this.send(reply, 'playlist', this.sample.playlist);
    if (this.hlsFolders.has(folder) && isSampleSegment(file)) {
      return this.send(reply, 'segment', this.sample.segment(file));
    }
    throw new NotFoundException(`No video file ${quote(path)}`);
  }

  private send(reply: FastifyReply, kind: keyof typeof CONTENT_TYPES, body: Buffer): Buffer {
    void reply.header('Content-Type', CONTENT_TYPES[kind]);
    return body;
  }
}
