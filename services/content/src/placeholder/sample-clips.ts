/**
 * The bytes of the corpus's sample clips (videos/clips.ts; media/sample-video, made by
 * make-sample-clips.sh there), so that video pages play in a browser with no outside host.
 * Read once at start-up; a missing file stops the service.
 */
import { Injectable } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIDEO_CLIPS, type VideoClip } from '../videos/clips';

/** The same folder from src/placeholder (Jest) and dist/placeholder (the build). */
export const SAMPLE_CLIPS_DIR = join(__dirname, '..', '..', 'media', 'sample-video');

/** A segment's name in its playlist (.ts) → its file here (.mpegts, which no TypeScript tool
 * mistakes for source). */
export function segmentFile(name: string): string {
  return name.replace(/\.ts$/, '.mpegts');
}

@Injectable()
export class SampleClips {
  /** File name as served (clips.ts's names) → bytes. */
  private readonly files = new Map<string, Buffer>();

  constructor() {
    const read = (name: string, onDisk = name) =>
      this.files.set(name, readFileSync(join(SAMPLE_CLIPS_DIR, onDisk)));
    for (const clip of VIDEO_CLIPS) {
      read(clip.mp4);
      read(clip.playlist);
      for (const segment of clip.segments) read(segment, segmentFile(segment));
    }
  }

  mp4(clip: VideoClip): Buffer {
    return this.file(clip.mp4);
  }

  playlist(clip: VideoClip): Buffer {
    return this.file(clip.playlist);
  }

  /** One of the clip's segments by its name in the playlist; undefined for any other name. */
  segment(clip: VideoClip, name: string): Buffer | undefined {
    return clip.segments.includes(name) ? this.file(name) : undefined;
  }

  private file(name: string): Buffer {
    const bytes = this.files.get(name);
    if (!bytes) throw new Error(`No sample clip file ${name}`);
    return bytes;
  }
}
