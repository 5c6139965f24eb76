/**
 * The corpus's sample video (media/sample-video, made by make-sample-video.sh there): one short
 * real clip that every corpus video file URL serves, so that video pages play in a browser
 * with no outside host. Read once at start-up; a missing file stops the service.
 */
import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The same folder from src/placeholder (Jest) and dist/placeholder (the build). */
const MEDIA_DIR = join(__dirname, '..', '..', 'media', 'sample-video');

/** Names of the HLS segments as the playlist lists them (relative to the playlist's URL). */
export const SAMPLE_SEGMENTS = ['segment0.ts', 'segment1.ts'] as const;
export type SampleSegment = (typeof SAMPLE_SEGMENTS)[number];

export function isSampleSegment(name: string): name is SampleSegment {
  return (SAMPLE_SEGMENTS as readonly string[]).includes(name);
}

@Injectable()
export class SampleVideo {
  readonly mp4: Buffer;
  /** An HLS VOD media playlist whose segments are SAMPLE_SEGMENTS, next to it. */
  readonly playlist: Buffer;
  private readonly segments: ReadonlyMap<SampleSegment, Buffer>;

  constructor() {
    const read = (name: string) => readFileSync(join(MEDIA_DIR, name));
    this.mp4 = read('sample.mp4');
    this.playlist = read('playlist.m3u8');
    // Kept as .mpegts on disk, which no TypeScript tool mistakes for source.
    this.segments = new Map(
      SAMPLE_SEGMENTS.map((name) => [name, read(name.replace(/\.ts$/, '.mpegts'))]),
    );
  }

  segment(name: SampleSegment): Buffer {
    const segment = this.segments.get(name);
    if (!segment) throw new Error(`No sample segment ${name}`);
    return segment;
  }
}
