/**
 * The player's analytics (spec 001 s8's video and video-ad events; s9: durations × 1000):
 * media events of the content and the ad become `type: 'video'` events with the gateway's
 * actions, the video's id and the page view's guid, lengths and positions in milliseconds,
 * and `watched` adding up the time actually played.
 */
import type { AnalyticsEvent } from '../../src/analytics/collector';
import {
  MAX_WATCHED_STEP_S,
  VideoEventTracker,
  type MediaReading,
  type VideoRole,
} from '../../src/analytics/video-events';

const PAGE = { pageUrl: 'https://www.example.com/video/clip/', pageViewGuid: 'guid-1' };

function setUp() {
  const sent: AnalyticsEvent[] = [];
  const tracker = new VideoEventTracker(
    'v-1',
    (event) => sent.push(event),
    () => PAGE,
  );
  const media: Record<VideoRole, MediaReading> = {
    content: { currentTime: 0, duration: 68.5, paused: true, ended: false, readyState: 4 },
    ad: { currentTime: 0, duration: 15, paused: true, ended: false, readyState: 4 },
  };
  const fire = (role: VideoRole, name: string, change: Partial<MediaReading> = {}) => {
    Object.assign(media[role], change);
    tracker.mediaEvent(role, name, media[role]);
  };
  /** Plays `seconds` in quarter-second progress steps, as browsers report them. */
  const play = (role: VideoRole, seconds: number) => {
    for (let t = 0.25; t <= seconds + 1e-9; t += 0.25) {
      fire(role, 'timeupdate', { currentTime: media[role].currentTime + 0.25 });
    }
  };
  const actions = () => sent.map((event) => event.action);
  return { sent, tracker, media, fire, play, actions };
}

describe('video events', () => {
  it('sends loaded, started, watched, paused, played and completed with ms lengths and positions', () => {
    const { sent, fire, play, actions } = setUp();
    fire('content', 'loadedmetadata');
    fire('content', 'play', { paused: false });
    play('content', 3);
    fire('content', 'pause', { paused: true });
    fire('content', 'play', { paused: false });
    play('content', 2);
    // The element says paused just before it says ended: not the reader's pause.
    fire('content', 'pause', { paused: true, ended: true });
    fire('content', 'ended');
    expect(actions()).toEqual([
      'loaded',
      'started',
      'watched',
      'paused',
      'played',
      'watched',
      'completed',
    ]);
    expect(sent[0]).toEqual({
      type: 'video',
      action: 'loaded',
      pageUrl: PAGE.pageUrl,
      pageViewGuid: 'guid-1',
      videoId: 'v-1',
      duration: '68500',
      positionMs: '0',
    });
    expect(sent[2]).toMatchObject({ action: 'watched', watchedMs: '3000', positionMs: '3000' });
    expect(sent[5]).toMatchObject({ action: 'watched', watchedMs: '2000', positionMs: '5000' });
    expect(sent[6]).toMatchObject({ action: 'completed', duration: '68500' });
  });

  it('sends loaded once, also for metadata read before the player listened', () => {
    const { tracker, media, fire, actions } = setUp();
    tracker.attached('content', media.content);
    fire('content', 'loadedmetadata');
    expect(actions()).toEqual(['loaded']);
    const fresh = setUp();
    fresh.media.content.readyState = 0;
    fresh.tracker.attached('content', fresh.media.content);
    expect(fresh.actions()).toEqual([]);
  });

  it('brackets a seek, without counting the jump as watched', () => {
    const { sent, fire, play, actions } = setUp();
    fire('content', 'play', { paused: false });
    play('content', 1);
    fire('content', 'seeking', { currentTime: 40 });
    fire('content', 'timeupdate', { currentTime: 40 });
    fire('content', 'seeked', { currentTime: 40 });
    play('content', 1);
    fire('content', 'pause', { paused: true });
    expect(actions()).toEqual([
      'started',
      'watched',
      'seek-started',
      'seek-completed',
      'watched',
      'paused',
    ]);
    expect(sent.filter((e) => e.action === 'watched').map((e) => e.watchedMs)).toEqual([
      '1000',
      '1000',
    ]);
    expect(sent[2]).toMatchObject({ positionMs: '40000' });
  });

  it('does not count a playhead step longer than a progress report as watched', () => {
    const { sent, fire } = setUp();
    fire('content', 'play', { paused: false });
    fire('content', 'timeupdate', { currentTime: MAX_WATCHED_STEP_S + 1 });
    fire('content', 'timeupdate', { currentTime: MAX_WATCHED_STEP_S + 1.5 });
    fire('content', 'pause', { paused: true });
    expect(sent.find((e) => e.action === 'watched')?.watchedMs).toBe('500');
  });

  it('ignores a seek before the first play (the player rewinding after an ad)', () => {
    const { fire, actions } = setUp();
    fire('content', 'seeking', { currentTime: 0 });
    fire('content', 'seeked');
    fire('content', 'play', { paused: false });
    expect(actions()).toEqual(['started']);
  });

  it('sends watched and interrupted when the reader leaves mid-play, once; nothing when paused', () => {
    const { tracker, media, fire, play, actions } = setUp();
    fire('content', 'play', { paused: false });
    play('content', 1.5);
    tracker.left('content', media.content);
    tracker.left('content', media.content);
    expect(actions()).toEqual(['started', 'watched', 'interrupted']);

    const paused = setUp();
    paused.fire('content', 'play', { paused: false });
    paused.fire('content', 'pause', { paused: true });
    paused.tracker.left('content', paused.media.content);
    expect(paused.actions()).toEqual(['started', 'paused']);
  });

  it('sends volume-changed for the content and ad-volume-changed for the ad', () => {
    const { fire, actions } = setUp();
    fire('content', 'volumechange');
    fire('ad', 'volumechange');
    expect(actions()).toEqual(['volume-changed', 'ad-volume-changed']);
  });

  it('follows an ad: requested, loaded, started, impression on its first frame, paused, played, completed', () => {
    const { sent, tracker, fire, play, actions } = setUp();
    tracker.adRequested();
    tracker.adLoaded();
    fire('ad', 'play', { paused: false });
    fire('ad', 'playing');
    play('ad', 2);
    fire('ad', 'pause', { paused: true });
    fire('ad', 'play', { paused: false });
    fire('ad', 'playing');
    play('ad', 13);
    fire('ad', 'pause', { paused: true, ended: true });
    fire('ad', 'ended');
    // Over: a late event of the ad is nobody's.
    fire('ad', 'volumechange');
    expect(actions()).toEqual([
      'ad-requested',
      'ad-loaded',
      'ad-started',
      'ad-impression',
      'ad-watched',
      'ad-paused',
      'ad-played',
      'ad-watched',
      'ad-completed',
    ]);
    expect(sent[0]).toEqual({
      type: 'video',
      action: 'ad-requested',
      pageUrl: PAGE.pageUrl,
      pageViewGuid: 'guid-1',
      videoId: 'v-1',
    });
    expect(sent[3]).toMatchObject({ duration: '15000', positionMs: '0' });
    expect(sent[7]).toMatchObject({ watchedMs: '13000' });
    expect(sent[8]).toMatchObject({ positionMs: '15000' });
  });

  it('sends what was watched of a skipped ad, then ad-skipped, and nothing of it after', () => {
    const { sent, tracker, media, fire, play, actions } = setUp();
    fire('ad', 'play', { paused: false });
    fire('ad', 'playing');
    play('ad', 5.5);
    tracker.adSkipped(media.ad);
    fire('ad', 'pause', { paused: true });
    tracker.adSkipped(media.ad);
    expect(actions()).toEqual(['ad-started', 'ad-impression', 'ad-watched', 'ad-skipped']);
    expect(sent[2]).toMatchObject({ watchedMs: '5500' });
    expect(sent[3]).toMatchObject({ positionMs: '5500' });
  });

  it('leaves out an unknown length rather than sending 0', () => {
    const { sent, fire } = setUp();
    fire('content', 'loadedmetadata', { duration: Number.POSITIVE_INFINITY });
    expect(sent[0]).not.toHaveProperty('duration');
  });
});
