import { createRenderApp } from './support/render-app';

describe('render environment', () => {
  it('refuses to start without a content API key of at least 16 characters', async () => {
    await expect(createRenderApp({ CONTENT_API_KEY: 'short' })).rejects.toThrow(/CONTENT_API_KEY/);
  });

  it('refuses a content API URL that is not an http(s) URL', async () => {
    await expect(createRenderApp({ CONTENT_API_URL: 'ftp://content' })).rejects.toThrow(
      /CONTENT_API_URL/,
    );
  });

  it('refuses to start without the web build', async () => {
    await expect(createRenderApp({ WEB_DIST_DIR: '/nonexistent/dist' })).rejects.toThrow(
      /build the web app first/,
    );
  });

  it.each([
    [{ DISCUSSION_SHORTNAME: 'Not A Name' }, 'DISCUSSION_SHORTNAME must be lower-case letters'],
    [{ DISCUSSION_API_KEY: 'secret key!' }, 'DISCUSSION_API_KEY must be at most 128 letters'],
    [
      { OIDC_SOCIAL_NETWORKS: 'google,myspace' },
      'OIDC_SOCIAL_NETWORKS must be a comma-separated list of google and facebook',
    ],
    [{ HEADER_LINKS_CACHE_SECONDS: 'a minute' }, 'HEADER_LINKS_CACHE_SECONDS must be a whole'],
    [{ HEADER_LINKS_CACHE_SECONDS: '-1' }, 'HEADER_LINKS_CACHE_SECONDS must be at least 0'],
    [{ HEADER_LINKS_CACHE_SECONDS: '7200' }, 'HEADER_LINKS_CACHE_SECONDS must be at most 3600'],
    [{ CSP_IMG_ORIGINS: 'https:' }, 'CSP_IMG_ORIGINS must be a comma-separated list of origins'],
    [
      { CSP_CONNECT_ORIGINS: 'https://api.example.com/path' },
      'CSP_CONNECT_ORIGINS must be a comma-separated list of origins',
    ],
    [
      { CSP_FRAME_ORIGINS: "https://a.example.com, 'unsafe-inline'" },
      'CSP_FRAME_ORIGINS must be a comma-separated list of origins',
    ],
    [{ CSP_SCRIPT_ORIGINS: '*' }, 'CSP_SCRIPT_ORIGINS must be a comma-separated list of origins'],
    [
      { CSP_MEDIA_ORIGINS: 'javascript://x' },
      'CSP_MEDIA_ORIGINS must be a comma-separated list of origins',
    ],
    [{ AD_STACK: '{not json' }, 'AD_STACK: it is no JSON'],
    [{ AD_STACK: '[]' }, 'AD_STACK: it must be a JSON object'],
    [
      { AD_STACK: '{"gptSrc":"http://tags.example.com/gpt.js"}' },
      'AD_STACK: gptSrc is not valid (https URLs or site paths, plain ids)',
    ],
    [{ AD_STACK: '{"bidders":[]}' }, 'AD_STACK: bidders is no part of the ad stack'],
    [{ ANALYTICS_REPORT_SUITE_ID: 'suite id!' }, 'ANALYTICS_REPORT_SUITE_ID must be 1 to 64'],
    [{ COHESION_WRITE_KEY: 'key"><script>' }, 'COHESION_WRITE_KEY must be 1 to 128'],
    [
      { COHESION_SCRIPT_URL: 'http://cdn.example.com/cohesion.js' },
      'COHESION_SCRIPT_URL must be an https URL',
    ],
    [{ AUDIENCE_MEASUREMENT_URL: 'javascript:alert(1)' }, 'AUDIENCE_MEASUREMENT_URL must be an'],
    [
      { CHART_TRACKING_SCRIPT_URL: 'https://user:pw@chart.example.com/c.js' },
      'CHART_TRACKING_SCRIPT_URL must be an https URL',
    ],
    [{ CHART_TRACKING_ACCOUNT_ID: '../42' }, 'CHART_TRACKING_ACCOUNT_ID must be 1 to 64'],
  ])('refuses a bad discussion or sign-in setting, naming it: %p', async (env, message) => {
    await expect(createRenderApp(env)).rejects.toThrow(message);
  });
});
