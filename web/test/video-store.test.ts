/** The video store (spec 000 s3, s4) and the media events that drive it. */
import type { Video } from '@bytewire/contracts';
import { VIDEO_PLAYBACK } from '@bytewire/media';
import { mediaEventActions, playbackOf, type MediaSnapshot } from '../src/video/media-events';
import {
  initialVideoStore,
  videoStoreReducer,
  type VideoStoreAction,
  type VideoStoreState,
} from '../src/video/video-store';

const VIDEO: Video = { id: 'v-1', slug: 'clip', duration: 10, files: [] };

function run(actions: VideoStoreAction[], state = initialVideoStore(VIDEO, [], true)) {
  return actions.reduce<VideoStoreState>(videoStoreReducer, state);
}

const IDLE: MediaSnapshot = {
  paused: true,
  ended: false,
  muted: false,
  currentTime: 0,
  readyState: 0,
  networkState: 0,
  error: null,
};

describe('video store', () => {
  it('starts with the video, no player, the empty playback number and the playlist', () => {
    const state = initialVideoStore(
      VIDEO,
      [
        { id: 'v-1', slug: 'clip', title: 'Clip' },
        { id: 'v-2', slug: 'other', title: 'Other' },
        { id: 'v-1', slug: 'clip-again', title: 'Clip again' },
      ],
      true,
    );
    expect(state).toMatchObject({
      video: VIDEO,
      hasVideo: true,
      players: {},
      playerState: {},
      playback: VIDEO_PLAYBACK.EMPTY,
      failed: false,
      adsSuppressed: true,
    });
    // Unique by id: the first of each id stays.
    expect(state.videoPlaylist.map((i) => i.slug)).toEqual(['clip', 'other']);
    expect(initialVideoStore(undefined, [], false).hasVideo).toBe(false);
  });

  it('merges player updates into the player and the current state; autoplay is set once', () => {
    const state = run([
      { type: 'player', id: 'p', update: { autoplay: false, sticky: false } },
      { type: 'player', id: 'p', update: { autoplay: true, videoState: { unplayed: false } } },
      { type: 'player', id: 'p', update: { videoState: { muted: true } } },
    ]);
    expect(state.playerState).toEqual({
      autoplay: false,
      autoplayType: 'MANUAL',
      sticky: false,
      videoState: { unplayed: false, muted: true, unmuted: false, completed: false },
    });
    expect(state.players.p).toBe(state.playerState);
  });

  it('sets autoplay AUTOPLAY when the first value is on', () => {
    const state = run([{ type: 'player', id: 'p', update: { autoplay: true } }]);
    expect(state.playerState).toMatchObject({ autoplay: true, autoplayType: 'AUTOPLAY' });
  });

  it('keeps the ad the ad server answered with, labelled ADLOADED', () => {
    const ad = { mediaUrl: 'https://ads.example/a.mp4', impressions: ['https://ads.example/i'] };
    const state = run([
      { type: 'playback', playback: VIDEO_PLAYBACK.STOPPED, label: 'UNPLAYED' },
      { type: 'adLoaded', ad },
    ]);
    expect(state).toMatchObject({ videoAd: ad, label: 'ADLOADED', playback: 0 });
    expect(initialVideoStore(VIDEO, [], false).videoAd).toBeUndefined();
  });

  it('keeps the playlist unique by id as items are added', () => {
    const state = run([
      { type: 'playlist', items: [{ id: 'a', slug: 'a', title: 'A' }] },
      {
        type: 'playlist',
        items: [
          { id: 'b', slug: 'b', title: 'B' },
          { id: 'a', slug: 'a2', title: 'A again' },
        ],
      },
    ]);
    expect(state.videoPlaylist.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('records the playback number with its label, a failure and an inline click', () => {
    let state = run([{ type: 'playback', playback: VIDEO_PLAYBACK.PLAYING, label: 'PLAYING' }]);
    expect(state).toMatchObject({ playback: 1, label: 'PLAYING' });
    state = run([{ type: 'playback', playback: VIDEO_PLAYBACK.PAUSED }], state);
    expect(state).toMatchObject({ playback: 2, label: 'PLAYING' });
    state = run([{ type: 'failed' }, { type: 'inlineClick', id: 'v-1', click: true }], state);
    expect(state).toMatchObject({
      failed: true,
      playback: VIDEO_PLAYBACK.EMPTY,
      inlineClick: { id: 'v-1', click: true },
    });
  });
});

describe('playback numbers from the media element (spec 000 s4)', () => {
  it('names the numbers of the spec', () => {
    expect(VIDEO_PLAYBACK).toEqual({
      EMPTY: -2,
      LOADING: -1,
      STOPPED: 0,
      PLAYING: 1,
      PAUSED: 2,
      BUFFERING: 3,
    });
  });

  it.each<[string, Partial<MediaSnapshot>, number]>([
    ['nothing loaded', {}, -2],
    ['loading', { networkState: 2 }, -1],
    ['metadata, not started', { readyState: 1, networkState: 1 }, 0],
    ['playing with data ahead', { paused: false, readyState: 4 }, 1],
    ['paused part way', { currentTime: 3, readyState: 4 }, 2],
    ['playing, waiting for data', { paused: false, readyState: 2 }, 3],
    ['ended', { ended: true, currentTime: 10, readyState: 4 }, 0],
    ['failed', { error: { code: 4 } }, -2],
  ])('%s → %i', (_name, media, expected) => {
    expect(playbackOf({ ...IDLE, ...media })).toBe(expected);
  });

  it('labels events and updates the player state', () => {
    const playing = { ...IDLE, paused: false, readyState: 4 };
    expect(mediaEventActions('play', playing, 'p')).toEqual([
      { type: 'playback', playback: 1, label: 'PLAYED' },
      { type: 'player', id: 'p', update: { videoState: { unplayed: false } } },
    ]);
    // The content's end, and (no ad after it) the end of the whole.
    expect(mediaEventActions('ended', { ...IDLE, ended: true }, 'p')).toEqual([
      { type: 'playback', playback: 0, label: 'CONTENT_COMPLETED' },
      { type: 'playback', playback: 0, label: 'COMPLETED' },
      { type: 'player', id: 'p', update: { videoState: { completed: true } } },
    ]);
    expect(mediaEventActions('volumechange', { ...playing, muted: true }, 'p')).toEqual([
      { type: 'playback', playback: 1, label: 'MUTED' },
      { type: 'player', id: 'p', update: { videoState: { muted: true, unmuted: false } } },
    ]);
    expect(mediaEventActions('waiting', { ...playing, readyState: 2 }, 'p')).toEqual([
      { type: 'playback', playback: 3, label: undefined },
    ]);
    expect(mediaEventActions('error', { ...IDLE, error: {} }, 'p')).toEqual([{ type: 'failed' }]);
  });
});
