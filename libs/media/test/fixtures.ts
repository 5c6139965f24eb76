import type { Image, VideoFile } from '@bytewire/contracts';
import { createHmac } from 'node:crypto';

export const SECRET = 'test-resize-secret';
export const HOSTS = ['img0.example.com', 'img1.example.com', 'img2.example.com'] as const;

/** The reference HMAC, computed here rather than through the library's signer. */
export function expectedSignature(message: string): string {
  return createHmac('sha1', SECRET).update(message).digest('hex');
}

export function image(overrides: Partial<Image> = {}): Image {
  return {
    id: 'img-1',
    path: '/2026/11/20/0f5e/laptop-hero.jpg',
    width: 1200,
    height: 675,
    ...overrides,
  };
}

export function videoFile(overrides: Partial<VideoFile> = {}): VideoFile {
  return {
    id: 'file-1',
    format: 'm3u8',
    type: 'HLS',
    url: 'https://video.example.com/a/master.m3u8',
    ...overrides,
  };
}
