// AD_STACK (render ads/ad-stack-env.ts): render refuses to start on a part the web app would
// drop, Prebid's above all, which is the web app's own bundle with a fixed set of bidders.
import { adStackEnvProblems, adStackOf } from '../src/ads/ad-stack-env';

const prebid = { bidder: 'appnexus', params: { placementId: 13144370 }, timeoutMs: 800 };

describe('AD_STACK', () => {
  it('keeps a prebid part that names a bundled bidder', () => {
    const value = JSON.stringify({ networkId: '1234', prebid });
    expect(adStackEnvProblems(value)).toEqual([]);
    expect(adStackOf(value)).toEqual({ networkId: '1234', prebid });
  });

  it.each([
    [{ prebid: { ...prebid, bidder: 'rubicon' } }],
    [{ prebid: { ...prebid, src: '/vendor/prebid.js' } }],
    [{ prebid: { ...prebid, src: 'https://cdn.example/prebid.js' } }],
  ])('refuses %j, naming the bundle’s bidders', (stack) => {
    expect(adStackEnvProblems(JSON.stringify(stack))).toEqual([
      'prebid is not valid ({bidder, params, timeoutMs}, no src; bidder one of appnexus)',
    ]);
  });

  it('reads an unset or unreadable value as no ad stack', () => {
    expect(adStackOf(undefined)).toEqual({});
    expect(adStackOf('{not json')).toEqual({});
    expect(adStackEnvProblems('{not json')).toEqual(['it is no JSON']);
  });
});
