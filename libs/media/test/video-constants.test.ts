import {
  VIDEO_AD_SIZE,
  VIDEO_DISABLED_MESSAGE,
  VIDEO_LABELS,
  VIDEO_MANAGER_INIT_FAILED_MESSAGE,
  VIDEO_PLAYBACK,
  trackingDuration,
} from '../src';

describe('video constants (spec 000 s4, s8, s9)', () => {
  it.each([
    ['EMPTY', -2],
    ['LOADING', -1],
    ['STOPPED', 0],
    ['PLAYING', 1],
    ['PAUSED', 2],
    ['BUFFERING', 3],
  ] as const)('playback %s is %i', (name, value) => {
    expect(VIDEO_PLAYBACK[name]).toBe(value);
  });

  it('has exactly the six playback numbers', () => {
    expect(Object.keys(VIDEO_PLAYBACK)).toHaveLength(6);
  });

  it('has the nine labels', () => {
    expect(VIDEO_LABELS).toEqual([
      'ADLOADED',
      'MUTED',
      'PLAYED',
      'PLAYING',
      'STOPPED',
      'UNMUTED',
      'UNPLAYED',
      'COMPLETED',
      'CONTENT_COMPLETED',
    ]);
  });

  it('sizes video ads 640x480', () => {
    expect(VIDEO_AD_SIZE).toEqual({ width: 640, height: 480 });
  });

  it('has the video error messages of spec 000 s8', () => {
    expect(VIDEO_DISABLED_MESSAGE).toBe('video is disabled');
    expect(VIDEO_MANAGER_INIT_FAILED_MESSAGE).toBe('UVPJS VideoManager could not be initialized');
  });

  it.each([
    [0, 0],
    [1, 1000],
    [95, 95000],
    [12.5, 12500],
    [1.005, 1005],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('tracks %p seconds as %i ms', (seconds, ms) => {
    expect(trackingDuration(seconds)).toBe(ms);
  });
});
