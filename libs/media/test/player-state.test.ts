import { INITIAL_VIDEO_STATE, autoplayType, mergePlayerState, type PlayerState } from '../src';

describe('autoplayType (spec 000 s4)', () => {
  it.each([
    [true, 'AUTOPLAY'],
    [false, 'MANUAL'],
  ])('autoplay %s is %s', (on, type) => {
    expect(autoplayType(on)).toBe(type);
  });
});

describe('mergePlayerState: updates merge into the existing state (spec 000 s4)', () => {
  const player = { id: 'player-1' };
  const state: PlayerState = {
    player,
    isAd: true,
    sticky: false,
    videoState: { ...INITIAL_VIDEO_STATE, muted: true },
  };

  it('keeps what the update does not name and replaces what it does', () => {
    expect(mergePlayerState(state, { isAd: false, contentStartTime: 12 })).toEqual({
      player,
      isAd: false,
      sticky: false,
      contentStartTime: 12,
      videoState: { unplayed: true, muted: true, unmuted: false, completed: false },
    });
  });

  it('merges videoState one level deep', () => {
    expect(mergePlayerState(state, { videoState: { completed: true } }).videoState).toEqual({
      unplayed: true,
      muted: true,
      unmuted: false,
      completed: true,
    });
  });

  it('starts videoState from the initial state', () => {
    expect(mergePlayerState({}, { videoState: { unplayed: false } }).videoState).toEqual({
      ...INITIAL_VIDEO_STATE,
      unplayed: false,
    });
  });

  it('does not change the state it is given', () => {
    const before = structuredClone({ ...state, player: undefined });
    mergePlayerState(state, { isAd: false, videoState: { muted: false } });
    expect({ ...state, player: undefined }).toEqual(before);
  });

  it.each([
    [true, 'AUTOPLAY'],
    [false, 'MANUAL'],
  ] as const)('sets autoplay %s once, with the type %s', (autoplay, type) => {
    const first = mergePlayerState(state, { autoplay });
    expect(first).toMatchObject({ autoplay, autoplayType: type });
    const second = mergePlayerState(first, { autoplay: !autoplay, sticky: true });
    expect(second).toMatchObject({ autoplay, autoplayType: type, sticky: true });
  });
});
