/**
 * @jest-environment jsdom
 *
 * What the player reads of the ad server's VAST answer: its first https MP4 creative.
 */
import { vastMediaFile } from '../src/video/vast';

const vast = (files: string) =>
  `<?xml version="1.0"?><VAST version="4.0"><Ad><InLine><Creatives><Creative><Linear><MediaFiles>${files}</MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;

it('reads the first https MP4 media file', () => {
  const xml = vast(
    '<MediaFile type="video/webm">https://ads.example/a.webm</MediaFile>' +
      '<MediaFile type="video/mp4">http://ads.example/insecure.mp4</MediaFile>' +
      '<MediaFile type="video/mp4"> https://ads.example/b.mp4 </MediaFile>',
  );
  expect(vastMediaFile(xml)).toBe('https://ads.example/b.mp4');
});

it('reads none from an empty answer, no creative, or what is no XML', () => {
  expect(vastMediaFile('')).toBeUndefined();
  expect(vastMediaFile('<VAST version="4.0"/>')).toBeUndefined();
  expect(vastMediaFile('<html><body>not found')).toBeUndefined();
});
