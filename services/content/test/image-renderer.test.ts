/** The renderer's bounds: a limit on renders at once (503 beyond it), and cached outputs. */
import type { Image } from '@bytewire/contracts';
import { BACKDROPS, FINISHES } from '../src/illustrations/palette';
import type { CorpusPicture } from '../src/resize/corpus-images';
import { ServiceUnavailableException } from '@nestjs/common';
import {
  BUSY_MESSAGE,
  ImageRenderer,
  MAX_RENDERS_IN_PROGRESS,
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
  it(`runs at most ${MAX_RENDERS_IN_PROGRESS} renders at once and refuses more with a 503`, async () => {
    const renderer = new ImageRenderer();
    const results = await Promise.allSettled(
      Array.from({ length: MAX_RENDERS_IN_PROGRESS + 1 }, (_, i) => renderer.render(job(100 + i))),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    const reason = (refused[0] as PromiseRejectedResult).reason as ServiceUnavailableException;
    expect(reason).toBeInstanceOf(ServiceUnavailableException);
    expect(reason.message).toBe(BUSY_MESSAGE);
    // Once they are done, the refused size renders.
    await expect(renderer.render(job(100 + MAX_RENDERS_IN_PROGRESS))).resolves.toMatchObject({
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
