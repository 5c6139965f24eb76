/** What the player loads: the chosen file, captions, poster, durations and the transcript. */
import { itemOf, parsePageResponse, type Video, type VideoFile } from '@bytewire/contracts';
import { clockDuration, isoDuration } from '../src/video/duration';
import { playsHlsNatively } from '../src/video/hls-playback';
import { transcriptLines, videoTranscript } from '../src/video/transcript-text';
import { videoFiles, videoDuration, videoTitle } from '../src/video/video-item';
import {
  captionsPath,
  hasCaptions,
  HLS_MIME_TYPE,
  playableSource,
  posterUrl,
} from '../src/video/video-media';

const BASE: Video = { id: 'v', slug: 'clip', duration: 60, files: [] };

/** A page's Video component with `item`, as the page's check leaves it. */
function videoComponent(item: Record<string, unknown>) {
  const meta = { componentName: 'v', componentDisplayName: 'V', componentType: 'Video' };
  const component = { name: 'v', fetcherName: 'v', status: 200, errors: [], meta, item };
  const json = {
    data: {
      pageType: 'video',
      id: 'v',
      queryParams: {},
      meta: { title: 'V' },
      isSeamless: false,
      components: [component],
    },
  };
  return parsePageResponse(json).data.components[0]!;
}

describe('playableSource (spec 000 s5 through chooseVideoSource)', () => {
  it('gives the kind, trimmed url and MIME type of the chosen file', () => {
    const files: VideoFile[] = [
      { id: 'a', type: 'WIFI', format: 'mpeg4', url: ' /v/720p.mp4 ', videoBitrate: 1 },
      { id: 'b', type: 'HLS', format: 'm3u8', url: '/v/hls.m3u8' },
    ];
    expect(playableSource({ files })).toMatchObject({
      kind: 'hls',
      url: '/v/hls.m3u8',
      mimeType: HLS_MIME_TYPE,
    });
    expect(playableSource({ files: [files[0]] })).toMatchObject({
      kind: 'mp4',
      url: '/v/720p.mp4',
      mimeType: 'video/mp4',
    });
    expect(playableSource({ files: [] })).toBeUndefined();
  });

  it('chooses among the files left where the page entered (not file records dropped there)', () => {
    const files = [
      null,
      { id: 'x', type: 'HLS_CLEAR', format: 'm3u8', url: 42 },
      { id: 'y', type: 'HLS', format: 'm3u8', url: '/v/a.m3u8', videoBitrate: 'lots' },
      { id: 'z', type: 'WIFI', format: 'mpeg4', url: '/v/ok.mp4' },
    ];
    const video = itemOf(videoComponent({ id: 'v', slug: 'v', files }), 'Video')!;
    expect(videoFiles(video).map((f) => f.id)).toEqual(['z']);
    expect(playableSource(video)?.url).toBe('/v/ok.mp4');
  });
});

describe('captions, poster, title and duration', () => {
  it('builds the captions call of spec 000 s7 (site-relative: the gateway adds the key)', () => {
    expect(captionsPath('bytewire', 'what-is-wi-fi-7')).toBe(
      '/api/neutron/videos/bytewire/captions/webvtt/what-is-wi-fi-7.vtt',
    );
    expect(
      hasCaptions({ transcripts: [{ id: 't', videoId: 'v', format: 'webvtt', data: '' }] }),
    ).toBe(true);
    expect(hasCaptions({ transcripts: [{ id: 't', videoId: 'v', format: 'srt', data: '' }] })).toBe(
      false,
    );
    expect(hasCaptions({})).toBe(false);
  });

  it('takes the poster from the image object, the bare path or imageUrl', () => {
    const image = { id: 'i', path: '/p.jpg', imageUrl: '/placeholder/1200x675.svg?seed=a' };
    expect(posterUrl({ ...BASE, image }, null)).toBe('/placeholder/1200x675.svg?seed=a');
    expect(posterUrl({ ...BASE, image: '/p.jpg', imageUrl: '/img/b.jpg' }, null)).toBe(
      '/img/b.jpg',
    );
    expect(posterUrl(BASE, null)).toBeUndefined();
  });

  it('names the video by title, headline or promo title, else its slug', () => {
    expect(videoTitle({ ...BASE, headline: 'Headline' })).toBe('Headline');
    expect(videoTitle({ ...BASE, metaData: { promoTitle: 'Promo' } })).toBe('Promo');
    expect(videoTitle(BASE)).toBe('clip');
  });

  it('reads the duration from the video, else its metadata', () => {
    expect(videoDuration(BASE)).toBe(60);
    expect(videoDuration({ ...BASE, duration: undefined, metaData: { duration: 90 } })).toBe(90);
    expect(videoDuration({ ...BASE, duration: undefined })).toBeUndefined();
    // A length that is not above 0 was read as absent where the page entered.
    const cleaned = itemOf(
      videoComponent({ id: 'v', slug: 'v', duration: 0, metaData: { duration: 90 } }),
      'Video',
    )!;
    expect(videoDuration(cleaned)).toBe(90);
    const unusable = itemOf(videoComponent({ id: 'v', slug: 'v', duration: Number.NaN }), 'Video')!;
    expect(videoDuration(unusable)).toBeUndefined();
  });

  it('writes durations as a clock and as ISO 8601', () => {
    expect([clockDuration(125), isoDuration(125)]).toEqual(['2:05', 'PT2M5S']);
    expect([clockDuration(3725), isoDuration(3725)]).toEqual(['1:02:05', 'PT1H2M5S']);
    expect([clockDuration(60), isoDuration(60)]).toEqual(['1:00', 'PT1M']);
    expect([clockDuration(0.4), isoDuration(0.4)]).toEqual(['0:00', 'PT0S']);
  });
});

describe('transcript text', () => {
  it('keeps the cue texts, without header, ids, timings, notes, tags and escapes', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE made by hand',
      '',
      '1',
      '00:00:00.500 --> 00:00:04.000',
      '<v Ada>Hello &amp; welcome</v>',
      '',
      '00:00:04.000 --> 00:00:08.000 align:start',
      'Two lines',
      'of text &lt;3',
      '',
    ].join('\r\n');
    expect(transcriptLines(vtt)).toEqual(['Hello & welcome', 'Two lines of text <3']);
    expect(
      videoTranscript({ transcripts: [{ id: 't', videoId: 'v', format: 'webvtt', data: vtt }] }),
    ).toHaveLength(2);
    expect(videoTranscript({})).toEqual([]);
  });
});

describe('playsHlsNatively', () => {
  it('asks the element whether it plays application/vnd.apple.mpegurl', () => {
    const asked: string[] = [];
    const media = (answer: CanPlayTypeResult) => ({
      canPlayType: (type: string) => {
        asked.push(type);
        return answer;
      },
    });
    expect(playsHlsNatively(media('maybe'))).toBe(true);
    expect(playsHlsNatively(media('probably'))).toBe(true);
    expect(playsHlsNatively(media(''))).toBe(false);
    expect(asked).toEqual(Array(3).fill('application/vnd.apple.mpegurl'));
  });
});
