import type { VideoFile } from '@bytewire/contracts';
import { chooseVideoSource, isValidMp4 } from '../src';
import { videoFile } from './fixtures';

describe('isValidMp4 (spec 000 s5)', () => {
  it.each([
    ['WIFI', 'm3u8', true],
    ['wifi', '', true],
    ['HDS', 'm3u', true],
    ['', 'mpeg4', true],
    ['Downloadable', 'mpeg4', true],
    ['downloadable', 'MPEG4', true],
    ['', 'm3u8', false],
    ['Downloadable', 'm3u8', false],
    ['HLS', 'mpeg4', false],
    ['HLS_CLEAR', 'mpeg4', false],
  ])('type %j with format %j: %s', (type, format, valid) => {
    expect(isValidMp4({ type, format })).toBe(valid);
  });

  it('treats a missing type as empty', () => {
    expect(isValidMp4({ format: 'mpeg4' })).toBe(true);
    expect(isValidMp4({})).toBe(false);
  });
});

describe('chooseVideoSource (spec 000 s5)', () => {
  const clear = videoFile({ id: 'clear', type: 'HLS_CLEAR', videoBitrate: 500 });
  const hlsLow = videoFile({ id: 'hls-low', type: 'HLS', videoBitrate: 800 });
  const hlsHigh = videoFile({ id: 'hls-high', type: 'HLS', videoBitrate: 4000 });
  const mp4Low = videoFile({
    id: 'mp4-low',
    type: 'Downloadable',
    format: 'mpeg4',
    url: 'https://video.example.com/a/low.mp4',
    videoBitrate: 600,
  });
  const mp4High = videoFile({
    id: 'mp4-high',
    type: 'WIFI',
    format: 'mpeg4',
    url: 'https://video.example.com/a/high.mp4',
    videoBitrate: 3000,
  });
  const insecure = (file: VideoFile, url = 'http://video.example.com/a/x') =>
    videoFile({ ...file, id: `${file.id}-insecure`, url, videoBitrate: 99999 });

  it.each<[string, VideoFile[], 'hls' | 'mp4' | undefined, string | undefined]>([
    ['clear HLS over a higher-bitrate HLS', [hlsHigh, clear, mp4High], 'hls', 'clear'],
    ['the highest-bitrate HLS without clear HLS', [hlsLow, hlsHigh, mp4High], 'hls', 'hls-high'],
    ['the highest-bitrate mp4 without HLS', [mp4Low, mp4High], 'mp4', 'mp4-high'],
    ['an insecure clear HLS ignored', [insecure(clear), hlsLow], 'hls', 'hls-low'],
    ['insecure HLS ignored for mp4', [insecure(hlsHigh), mp4Low], 'mp4', 'mp4-low'],
    [
      'HTTP:// in capitals ignored',
      [insecure(hlsHigh, 'HTTP://v.example.com/a'), mp4Low],
      'mp4',
      'mp4-low',
    ],
    ['an insecure mp4 ignored', [insecure(mp4High), mp4Low], 'mp4', 'mp4-low'],
    ['invalid mp4s ignored', [videoFile({ type: '', format: 'm3u8' })], undefined, undefined],
    ['a file without url ignored', [videoFile({ url: '' })], undefined, undefined],
    ['nothing from no files', [], undefined, undefined],
  ])('picks %s', (_label, files, kind, id) => {
    const source = chooseVideoSource(files);
    expect(source && { kind: source.kind, id: source.file.id }).toEqual(
      kind === undefined ? undefined : { kind, id },
    );
  });

  it('adds audio to video bitrate, and keeps the first file on a tie', () => {
    const videoOnly = videoFile({ id: 'video-only', videoBitrate: 1000 });
    const withAudio = videoFile({ id: 'with-audio', videoBitrate: 900, audioBitrate: 128 });
    const tie = videoFile({ id: 'tie', videoBitrate: 900, audioBitrate: 128 });
    expect(chooseVideoSource([videoOnly, withAudio, tie])?.file.id).toBe('with-audio');
  });

  it('accepts relative urls, which load over the page’s own https', () => {
    const relative = videoFile({ id: 'relative', url: '/videos/a/master.m3u8' });
    expect(chooseVideoSource([relative])).toEqual({ kind: 'hls', file: relative });
  });
});
