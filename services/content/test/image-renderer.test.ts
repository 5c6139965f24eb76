/** The renderer's bounds: a limit on renders at once (503 beyond it), and cached outputs. */
import type { Image } from '@bytewire/contracts';
import sharp from 'sharp';
import { BACKDROPS, FINISHES } from '../src/illustrations/palette';
import type { CorpusPicture } from '../src/resize/corpus-images';
import { ServiceUnavailableException } from '@nestjs/common';
import {
  BUSY_MESSAGE,
  ImageRenderer,
  MAX_RENDERS_IN_PROGRESS,
  MAX_RENDERS_WAITING,
  rasterScale,
  type RenderJob,
} from '../src/resize/image-renderer';

const IMAGE: Image = {
  id: 'img-1',
  path: '/2026/06/01/0f5e/laptop-hero.jpg',
  imageUrl: '/originals/2026/06/01/0f5e/laptop-hero.jpg',
  width: 1200,
  height: 675,
};
const PICTURE: CorpusPicture = {
  image: IMAGE,
  illustration: {
    subject: { kind: 'device', device: 'laptop', finish: FINISHES[0], variant: 0 },
    composition: 'studio',
    backdrop: BACKDROPS[0],
    seed: 7,
  },
};

function job(width: number): RenderJob {
  return { picture: PICTURE, params: { width, height: 100, autoWebp: false }, format: 'jpeg' };
}

describe('ImageRenderer', () => {
  it(`runs at most ${MAX_RENDERS_IN_PROGRESS} renders at once, lets ${MAX_RENDERS_WAITING} wait their turn and refuses more with a 503`, async () => {
    const renderer = new ImageRenderer();
    const asked = MAX_RENDERS_IN_PROGRESS + MAX_RENDERS_WAITING + 1;
    let running = 0;
    let most = 0;
    const pipeline = jest.spyOn(sharp.prototype, 'toBuffer');
    pipeline.mockImplementation(function (this: unknown) {
      running += 1;
      most = Math.max(most, running);
      return new Promise<Buffer>((resolve) =>
        setTimeout(() => {
          running -= 1;
          resolve(Buffer.from('image'));
        }, 5),
      ) as never;
    });
    try {
      const results = await Promise.allSettled(
        Array.from({ length: asked }, (_, i) => renderer.render(job(100 + i))),
      );
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as ServiceUnavailableException;
      expect(reason).toBeInstanceOf(ServiceUnavailableException);
      expect(reason.message).toBe(BUSY_MESSAGE);
      expect(most).toBe(MAX_RENDERS_IN_PROGRESS);
    } finally {
      pipeline.mockRestore();
    }
    // Once they are done, the refused size renders.
    await expect(renderer.render(job(100 + asked - 1))).resolves.toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it('answers the same request from its cache, and identical requests share one render', async () => {
    const renderer = new ImageRenderer();
    const [first, second] = await Promise.all([renderer.render(job(64)), renderer.render(job(64))]);
    expect(second).toBe(first);
    expect(await renderer.render(job(64))).toBe(first);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('rasterScale', () => {
  const at = (width: number, height: number): CorpusPicture => ({
    ...PICTURE,
    image: { ...IMAGE, width, height },
  });

  it('rasterises only as large as a cover crop of the asked size needs', () => {
    // 84x84 of 1600x900: the height decides (84/900), the width then overflows and is cropped.
    expect(rasterScale(at(1600, 900), { width: 84, height: 84, autoWebp: false })).toBeCloseTo(
      84 / 900,
    );
    expect(rasterScale(at(1200, 675), { width: 320, autoWebp: false })).toBeCloseTo(320 / 1200);
    expect(rasterScale(at(1200, 675), { height: 100, autoWebp: false })).toBeCloseTo(100 / 675);
  });

  it('never rasterises above the picture’s own size, nor below it when no size is asked', () => {
    expect(rasterScale(at(400, 400), { width: 800, height: 800, autoWebp: false })).toBe(1);
    expect(rasterScale(at(1200, 675), { autoWebp: false })).toBe(1);
  });
});
