import { constants } from 'node:zlib';
import {
  brotliTextOptions,
  compressHtml,
  decompressHtml,
  KEPT_COPY_QUALITY,
  ONE_READER_QUALITY,
} from '../src';

describe('html brotli', () => {
  it('compresses HTML as text at a quality, with the size as a hint when known', () => {
    expect(brotliTextOptions(KEPT_COPY_QUALITY)).toEqual({
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 5,
      },
    });
    expect(brotliTextOptions(ONE_READER_QUALITY, 137_000)).toEqual({
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: 137_000,
      },
    });
  });

  it('round-trips a page at either quality', async () => {
    const html = Buffer.from(`<html>${'<p>paragraph</p>'.repeat(1000)}</html>`);
    for (const quality of [KEPT_COPY_QUALITY, ONE_READER_QUALITY]) {
      const body = await compressHtml(html, quality);
      expect(body.length).toBeLessThan(html.length / 10);
      expect((await decompressHtml(body)).equals(html)).toBe(true);
    }
  });
});
