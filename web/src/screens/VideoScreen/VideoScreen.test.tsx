/** The video screens through the server entry: player source, captions, layouts and JSON-LD. */
import type { Video, VideoFile } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import { VIDEO_DISABLED_MESSAGE } from '@bytewire/media';
import { ROUTER_HYDRATION_DATA_ELEMENT_ID } from '../../app/router-hydration-data';
import { component, page } from '../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../test/support/render-path';

function file(id: string, fields: Partial<VideoFile>): VideoFile {
  return { id, type: '', format: 'mpeg4', url: `https://media.example/${id}`, ...fields };
}

const HLS_FILES: VideoFile[] = [
  // Clear HLS would win, but over plain http it is never used.
  file('clear', {
    type: 'HLS_CLEAR',
    format: 'm3u8',
    url: 'http://media.example/clear/master.m3u8',
  }),
  file('hls-low', {
    type: 'HLS',
    format: 'm3u8',
    url: '/media/v/hls/1200k.m3u8',
    videoBitrate: 1_200_000,
  }),
  file('hls-high', {
    type: 'HLS',
    format: 'm3u8',
    url: '/media/v/hls/6000k.m3u8',
    videoBitrate: 6_000_000,
  }),
  file('wifi', { type: 'WIFI', url: '/media/v/720p.mp4', videoBitrate: 2_500_000 }),
];

const MP4_FILES: VideoFile[] = [
  file('wifi', { type: 'WIFI', url: '/media/v/720p.mp4', videoBitrate: 2_500_000 }),
  file('download', { type: 'Downloadable', url: '/media/v/1080p.mp4', videoBitrate: 5_000_000 }),
  // Untyped and not mpeg4: not a valid mp4, whatever its bitrate.
  file('odd', { type: '', format: 'webm', url: '/media/v/odd.webm', videoBitrate: 9_000_000 }),
  // The best bitrate of all, but plain http.
  file('insecure', { type: 'WIFI', url: 'http://media.example/best.mp4', videoBitrate: 9_500_000 }),
];

const VIDEO: Video = {
  id: 'v-1',
  slug: 'what-is-wi-fi-7',
  title: 'What is Wi-Fi 7, and do you need it?',
  description: 'The new Wi-Fi standard explained.',
  duration: 125,
  files: HLS_FILES,
  imageUrl: '/placeholder/1200x675.svg?seed=v1',
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  datePublished: toContentDate(new Date('2026-11-01T10:00:00Z')),
  transcripts: [
    {
      id: 't-1',
      videoId: 'v-1',
      format: 'webvtt',
      data: 'WEBVTT\n\n1\n00:00:00.500 --> 00:00:04.000\nWi-Fi 7 is here &amp; fast.\n',
    },
  ],
};

function videoPage(video: Video) {
  return page('video', video.title ?? '', [
    component('Video', { item: video }),
    component('VideoList', {
      name: 'relatedVideos',
      items: [
        {
          id: 'v-2',
          contentType: 'video',
          slug: 'passkeys-explained',
          title: 'Passkeys explained',
          url: '/video/passkeys-explained/',
        },
      ],
      list: { title: 'More videos', viewMoreUrl: '/video/', viewMoreText: 'All videos' },
    }),
  ]);
}

async function rendered(path: string, video: Video = VIDEO) {
  const client = fixtureClient({ [`video/${video.slug}`]: videoPage(video) });
  const result = await renderPath(path, client);
  expect(result.status).toBe(200);
  // The markup only: the page data for hydration follows it and holds every field.
  return result.html.slice(0, result.html.indexOf(`id="${ROUTER_HYDRATION_DATA_ELEMENT_ID}"`));
}

function jsonLd(html: string, type: string): Record<string, unknown> {
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
  const block = blocks.find((b) => b['@type'] === type);
  expect(block).toBeDefined();
  return block!;
}

const PATH = `/video/${VIDEO.slug}/`;

describe('server render of a video', () => {
  it('shows the title as the one h1, the description, date and duration', async () => {
    const html = await rendered(PATH);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<h1>What is Wi-Fi 7, and do you need it?</h1>');
    expect(html).toMatch(/<p class="[^"]+">The new Wi-Fi standard explained\.<\/p>/);
    expect(html).toMatch(/Published <time dateTime="2026-11-01T10:00:00.000Z"/);
    expect(html).toContain('Duration <time dateTime="PT2M5S">2:05</time>');
  });

  it('plays the highest-bitrate HLS when the clear HLS is plain http, set in the browser', async () => {
    const html = await rendered(PATH);
    const player = html.slice(html.indexOf('data-testid="video-player"'), html.indexOf('</video>'));
    expect(player).toContain('data-source-kind="hls"');
    expect(player).toMatch(
      /<video class="[^"]+" controls="" playsInline="" preload="metadata" poster="[^"]+" aria-label="Video: What is Wi-Fi 7, and do you need it\?"/,
    );
    // HLS needs the browser's own support or hls.js: no <source> in the server's markup.
    expect(player).not.toContain('<source');
    expect(html).not.toContain('http://media.example');
    expect(jsonLd(html, 'VideoObject').contentUrl).toBe(
      'https://www.bytewire.example/media/v/hls/6000k.m3u8',
    );
  });

  it('puts the highest-bitrate valid mp4 in the markup when there is no HLS', async () => {
    const html = await rendered(PATH, { ...VIDEO, files: MP4_FILES });
    expect(html).toContain('data-source-kind="mp4"');
    expect(html).toContain('<source src="/media/v/1080p.mp4" type="video/mp4"/>');
    expect(html).not.toContain('odd.webm');
    expect(html).not.toContain('http://media.example');
  });

  it('loads WebVTT captions through the gateway, on by default, and shows the transcript', async () => {
    const html = await rendered(PATH);
    expect(html).toContain(
      '<track kind="captions" src="/api/neutron/videos/bytewire/captions/webvtt/what-is-wi-fi-7.vtt" srcLang="en" label="English" default=""/>',
    );
    expect(html).toMatch(
      /<details class="[^"]+"><summary>Transcript<\/summary><p>Wi-Fi 7 is here &amp; fast.<\/p><\/details>/,
    );
    const noCaptions = await rendered(PATH, { ...VIDEO, transcripts: [] });
    expect(noCaptions).not.toContain('<track');
  });

  it("says 'video is disabled' when no file is playable (spec 000 s8)", async () => {
    const html = await rendered(PATH, {
      ...VIDEO,
      files: [
        file('insecure', { type: 'HLS_CLEAR', format: 'm3u8', url: 'http://media.example/x.m3u8' }),
        file('odd', { type: 'Downloadable', format: 'webm', url: '/media/v/x.webm' }),
      ],
    });
    expect(VIDEO_DISABLED_MESSAGE).toBe('video is disabled');
    expect(html).toMatch(
      new RegExp(`<p class="[^"]+" role="status">${VIDEO_DISABLED_MESSAGE}</p>`),
    );
    expect(html).not.toContain('<video');
    // The page itself is intact.
    expect(html).toContain('<h1>What is Wi-Fi 7, and do you need it?</h1>');
  });

  it('suppresses ads: targeting consent is not given yet (spec 000 s5)', async () => {
    expect(await rendered(PATH)).toContain('data-ads-suppressed="true"');
  });

  it('writes the VideoObject JSON-LD', async () => {
    const block = jsonLd(await rendered(PATH), 'VideoObject');
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      name: 'What is Wi-Fi 7, and do you need it?',
      description: 'The new Wi-Fi standard explained.',
      thumbnailUrl: ['https://www.bytewire.example/placeholder/1200x675.svg?seed=v1'],
      uploadDate: '2026-11-01T10:00:00.000Z',
      duration: 'PT2M5S',
      embedUrl: 'https://www.bytewire.example/video/share/what-is-wi-fi-7/',
      url: 'https://www.bytewire.example/video/what-is-wi-fi-7/',
    });
  });

  it('lists more videos from the VideoList component', async () => {
    const html = await rendered(PATH);
    expect(html).toMatch(/<h2 id="[^"]+">More videos<\/h2>/);
    expect(html).toContain('href="/video/passkeys-explained/"');
  });

  it('shows no sponsor disclosure on a plain video', async () => {
    expect(await rendered(PATH)).not.toContain('data-testid="sponsor-disclosure"');
  });
});

describe('the sponsored and share routes', () => {
  it('says a sponsored video is paid content', async () => {
    // Only a sponsored video has a page under /paid-content/ (test/route-rules.test.tsx).
    const html = await rendered(`/paid-content/video/${VIDEO.slug}/`, {
      ...VIDEO,
      section: 'sponsored',
    });
    expect(html).toMatch(
      /<p class="[^"]+" role="note" data-testid="sponsor-disclosure"><strong>Paid content\.<\/strong> This video was produced for a sponsor\./,
    );
    // A video of the sponsored section says so on any route.
    expect(await rendered(PATH, { ...VIDEO, section: 'sponsored' })).toContain(
      'data-testid="sponsor-disclosure"',
    );
  });

  it('puts the player first on the share page, with the link to copy and no listings', async () => {
    const html = await rendered(`/video/share/${VIDEO.slug}/`);
    expect(html.indexOf('data-testid="video-player"')).toBeLessThan(html.indexOf('<h1>'));
    expect(html).toMatch(/<label for="([^"]+)">Link to this video<\/label>/);
    const id = /<label for="([^"]+)">/.exec(html)![1];
    expect(html).toContain(
      `<input id="${id}" type="url" readOnly="" class="root" value="https://www.bytewire.example/video/share/what-is-wi-fi-7/"/>`,
    );
    expect(html).toContain('<button type="button" class="root copy">Copy link</button>');
    expect(html).not.toContain('More videos');
    // The video's own page is the canonical one.
    expect(html).toContain(
      '<link rel="canonical" href="https://www.bytewire.example/video/what-is-wi-fi-7/"/>',
    );
  });
});
