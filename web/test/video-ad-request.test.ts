/**
 * @jest-environment jsdom
 *
 * What the player reads of the ad server's VAST answer: its first https MP4 creative and its
 * https Impression URLs; and how those are fired.
 */
import { pingAdTracking } from '../src/video/ad-pings';
import { vastCreative } from '../src/video/vast';

const vast = (files: string, inline = '') =>
  `<?xml version="1.0"?><VAST version="4.0"><Ad><InLine>${inline}<Creatives><Creative><Linear><MediaFiles>${files}</MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;

it('reads the first https MP4 media file', () => {
  const xml = vast(
    '<MediaFile type="video/webm">https://ads.example/a.webm</MediaFile>' +
      '<MediaFile type="video/mp4">http://ads.example/insecure.mp4</MediaFile>' +
      '<MediaFile type="video/mp4"> https://ads.example/b.mp4 </MediaFile>',
  );
  expect(vastCreative(xml)?.mediaUrl).toBe('https://ads.example/b.mp4');
});

it('reads the https Impression URLs, once each, CDATA or not', () => {
  const xml = vast(
    '<MediaFile type="video/mp4">https://ads.example/b.mp4</MediaFile>',
    '<Impression id="a"><![CDATA[ https://track.example/imp?a=1&b=2 ]]></Impression>' +
      '<Impression>http://track.example/clear</Impression>' +
      '<Impression>https://other.example/px</Impression>' +
      '<Impression>https://other.example/px</Impression>',
  );
  expect(vastCreative(xml)).toEqual({
    mediaUrl: 'https://ads.example/b.mp4',
    impressions: ['https://track.example/imp?a=1&b=2', 'https://other.example/px'],
  });
});

it('reads none from an empty answer, no creative, or what is no XML', () => {
  expect(vastCreative('')).toBeUndefined();
  expect(vastCreative('<VAST version="4.0"/>')).toBeUndefined();
  expect(vastCreative('<html><body>not found')).toBeUndefined();
  expect(
    vastCreative(vast('<MediaFile type="video/mp4">http://ads.example/a.mp4</MediaFile>')),
  ).toBeUndefined();
});

it('pings each https tracking URL without cookies, as no-cors; a failure is swallowed', async () => {
  const calls: [string, RequestInit | undefined][] = [];
  const fetchFn = ((url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return Promise.reject(new Error('offline'));
  }) as unknown as typeof fetch;
  pingAdTracking(['https://a.example/1', 'http://b.example/2', 'https://c.example/3'], fetchFn);
  await Promise.resolve();
  expect(calls.map(([url]) => url)).toEqual(['https://a.example/1', 'https://c.example/3']);
  expect(calls[0]?.[1]).toMatchObject({ mode: 'no-cors', credentials: 'omit', keepalive: true });
});
