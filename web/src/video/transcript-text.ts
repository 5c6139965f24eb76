/**
 * The readable text of a WebVTT transcript (a video's `transcripts`), for the transcript shown
 * under the player: each cue's text, without the header, cue ids, timings, notes and styles,
 * voice and styling tags removed and the WebVTT escapes decoded. Plain text: React escapes it.
 */
import type { Video } from '@bytewire/contracts';
import { CAPTIONS_FORMAT } from './video-media';

const ESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
  '&nbsp;': '\u00a0',
};

function cueText(block: string): string | undefined {
  const lines = block.split('\n');
  const timing = lines.findIndex((line) => line.includes('-->'));
  if (timing === -1) return undefined; // the header, NOTE, STYLE and REGION blocks
  const text = lines
    .slice(timing + 1)
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|lrm|rlm|nbsp);/g, (entity) => ESCAPES[entity] ?? entity)
    .trim();
  return text === '' ? undefined : text;
}

export function transcriptLines(webVtt: string): string[] {
  return webVtt
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .flatMap((block) => cueText(block) ?? []);
}

/** The lines of the video's WebVTT transcript; none when it has none. */
export function videoTranscript(video: Pick<Video, 'transcripts'>): string[] {
  // Transcripts cleaned where the page entered (libs/contracts content-fields.ts).
  const transcript = video.transcripts?.find((t) => t.format === CAPTIONS_FORMAT);
  return transcript ? transcriptLines(transcript.data) : [];
}
