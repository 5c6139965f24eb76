import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { quote } from '../common/inputs';
import { CorpusIndex } from '../corpus/corpus-index';
import { clipLasting, type VideoClip } from '../videos/clips';
import { SampleClips } from './sample-clips';

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

/** A file the corpus lists: what it is and the clip its video plays. */
interface ServedFile {
  kind: MediaKind;
  clip: VideoClip;
}

/**
 * The corpus's video files (/placeholder/video/{slug}/...), so that video pages play with no
 * outside host: each video plays the sample clip as long as the duration it states, so every
 * HLS playlist URL of a video answers that clip's HLS playlist, its segments answer next to it,
 * and every mp4 URL answers that clip's mp4. Only the URLs the corpus lists exist (a plain
 * http:// file is never served here: it points elsewhere on purpose). No key, like the images
 * (/originals, /resize); the answer never changes.
 */
@Controller('placeholder/video')
export class SampleVideoController {
  /** Site-relative path of each served file → what it is. */
  private readonly files = new Map<string, ServedFile>();
  /** Folders holding an HLS playlist, where the playlist's segments are → their clip. */
  private readonly hlsFolders = new Map<string, VideoClip>();

  constructor(
    index: CorpusIndex,
    private readonly clips: SampleClips,
  ) {
    for (const video of index.corpus.videos) {
      const clip = video.duration === undefined ? undefined : clipLasting(video.duration);
      // The corpus states clip lengths only (videos/clips.ts): anything else is a bug there.
      if (!clip) throw new Error(`Video ${video.slug} lasts ${video.duration} s: no such clip`);
      for (const file of video.files) {
        const path = pathOf(file.url);
        if (!path.startsWith(`${VIDEO_MEDIA_PREFIX}/`)) continue;
        const kind: MediaKind = /^m3u8?$/i.test(file.format) ? 'playlist' : 'mp4';
        this.files.set(path, { kind, clip });
        if (kind === 'playlist') this.hlsFolders.set(path.slice(0, path.lastIndexOf('/')), clip);
      }
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
    const served = this.files.get(path);
    if (served?.kind === 'mp4') return this.send(reply, 'mp4', this.clips.mp4(served.clip));
    if (served?.kind === 'playlist') {
      return this.send(reply, 'playlist', this.clips.playlist(served.clip));
    }
    const hlsClip = this.hlsFolders.get(folder);
    const segment = hlsClip && this.clips.segment(hlsClip, file);
    if (segment) return this.send(reply, 'segment', segment);
    throw new NotFoundException(`No video file ${quote(path)}`);
  }

  private send(reply: FastifyReply, kind: keyof typeof CONTENT_TYPES, body: Buffer): Buffer {
    void reply.header('Content-Type', CONTENT_TYPES[kind]);
    return body;
  }
}
