import { resolveFlags } from '../src';

const defaults = { ads: true, consent: false, cohesion: true };

describe('resolveFlags (spec 001 s4 "Feature flags")', () => {
  it('returns the defaults without overrides', () => {
    expect(resolveFlags(defaults, {})).toEqual(defaults);
  });

  it('enables and disables comma-separated lists; an override wins over the default', () => {
    expect(
      resolveFlags(defaults, { featureEnable: 'consent', featureDisable: 'ads, cohesion' }),
    ).toEqual({
      ads: false,
      consent: true,
      cohesion: false,
    });
  });

  it('reads every value of a repeated parameter', () => {
    expect(resolveFlags(defaults, { featureDisable: ['ads', 'cohesion'] })).toEqual({
      ads: false,
      consent: false,
      cohesion: false,
    });
  });

  it('lets all cover every flag', () => {
    expect(resolveFlags(defaults, { featureEnable: 'all' })).toEqual({
      ads: true,
      consent: true,
      cohesion: true,
    });
    expect(resolveFlags(defaults, { featureDisable: 'all' })).toEqual({
      ads: false,
      consent: false,
      cohesion: false,
    });
  });

  it('lets a named flag beat all', () => {
    expect(resolveFlags(defaults, { featureEnable: 'all', featureDisable: 'ads' })).toEqual({
      ads: false,
      consent: true,
      cohesion: true,
    });
    expect(resolveFlags(defaults, { featureDisable: 'all', featureEnable: 'consent' })).toEqual({
      ads: false,
      consent: true,
      cohesion: false,
    });
  });

  it('lets disable win when a flag is both enabled and disabled', () => {
    expect(resolveFlags(defaults, { featureEnable: 'consent', featureDisable: 'consent' })).toEqual(
      defaults,
    );
    expect(resolveFlags(defaults, { featureEnable: 'all', featureDisable: 'all' })).toEqual({
      ads: false,
      consent: false,
      cohesion: false,
    });
  });

  it('ignores unknown names, empty items and values that are not strings', () => {
    const flags = resolveFlags(defaults, {
      featureEnable: ['nope,,', 7, { x: 1 }] as unknown as string[],
      featureDisable: ' ',
    });
    expect(flags).toEqual(defaults);
  });
});
