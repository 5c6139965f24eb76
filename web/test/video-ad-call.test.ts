/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/videos/v-42/"}
 *
 * The video ad request's targeting (video/video-ad-call.ts): its `user` is the page slots'
 * (spec 001 s6: 'registered' when the user cookie or the previous-login cookie is set, else
 * 'anon'), whatever local storage remembers of a sign-in strategy.
 */
import type { AdStackConfig } from '@bytewire/site';
import type { Video } from '@bytewire/contracts';
import { OIDC_STRATEGY, STRATEGY_KEY } from '../src/auth/auth-storage';
import { requestVideoAd } from '../src/video/video-ad-call';

// The build's mode (import.meta.env, which Jest's CommonJS cannot read).
jest.mock('../src/app/site-env', () => ({ SITE_ENV: 'production' }));

const asked: string[] = [];
jest.mock('@bytewire/http-client', () => ({
  ...jest.requireActual('@bytewire/http-client'),
  fetchText: (url: string) => {
    asked.push(url);
    return Promise.resolve({ text: '' });
  },
}));

const config: AdStackConfig = {
  networkId: '1234',
  desktopUnitId: 'desk',
  mobileUnitId: 'mob',
  videoAds: { adTagBase: 'https://ads.example/gampad/ads' },
};
const video = { id: 'v-42', slug: 'v-42' } as Video;

/** The `user` the ad server was told, from the one call made. */
async function userTargeted(): Promise<string | null> {
  asked.length = 0;
  await requestVideoAd({ config, video, abTests: [], signal: new AbortController().signal });
  expect(asked).toHaveLength(1);
  const custParams = new URL(asked[0]!).searchParams.get('cust_params') ?? '';
  return new URLSearchParams(custParams).get('user');
}

const clearCookie = (name: string) => {
  document.cookie = `${name}=; max-age=0; path=/`;
};

afterEach(() => {
  clearCookie('fly_user');
  clearCookie('fly_prev_login');
  localStorage.clear();
});

it("is 'registered' with the user cookie or the previous-login cookie", async () => {
  document.cookie = 'fly_user=1; path=/';
  expect(await userTargeted()).toBe('registered');
  clearCookie('fly_user');
  document.cookie = 'fly_prev_login=1; path=/';
  expect(await userTargeted()).toBe('registered');
});

it("is 'anon' without them, even with a sign-in strategy remembered", async () => {
  localStorage.setItem(STRATEGY_KEY, OIDC_STRATEGY);
  expect(await userTargeted()).toBe('anon');
});
