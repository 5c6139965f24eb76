import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { brotliDecompressSync } from 'node:zlib';
import {
  compressForOneReader,
  compressorForOneReader,
  isCompressibleHtml,
  takesBrotli,
  varyOnAcceptEncoding,
} from '../src/upstreams/html-compression';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

describe('html compression', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['*', true],
    ['gzip;q=1.0, br;q=0.8', true],
    [undefined, false],
    ['', false],
    ['gzip, deflate', false],
    ['br;q=0, gzip', false],
    ['*;q=0', false],
    ['br;q=0.5, identity', false],
  ])('reads Accept-Encoding %j as taking Brotli: %s', (header, takes) => {
    expect(takesBrotli(header)).toBe(takes);
  });

  it('compresses HTML with a body that is not encoded yet, nothing else', () => {
    expect(isCompressibleHtml(200, HTML)).toBe(true);
    expect(isCompressibleHtml(404, HTML)).toBe(true);
    expect(isCompressibleHtml(200, { ...HTML, 'content-encoding': 'identity' })).toBe(true);
    expect(isCompressibleHtml(200, { ...HTML, 'content-encoding': 'gzip' })).toBe(false);
    expect(isCompressibleHtml(200, { ...HTML, 'content-encoding': 'br' })).toBe(false);
    expect(isCompressibleHtml(204, HTML)).toBe(false);
    expect(isCompressibleHtml(304, HTML)).toBe(false);
    expect(isCompressibleHtml(200, { 'content-type': 'application/json' })).toBe(false);
    expect(isCompressibleHtml(200, {})).toBe(false);
  });

  it('names Accept-Encoding in Vary once, beside what the answer named', () => {
    expect(varyOnAcceptEncoding(undefined)).toBe('accept-encoding');
    expect(varyOnAcceptEncoding('x-device')).toBe('x-device, accept-encoding');
    expect(varyOnAcceptEncoding(['x-device', 'cookie'])).toBe('x-device, cookie, accept-encoding');
    expect(varyOnAcceptEncoding('Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyOnAcceptEncoding('*')).toBe('*');
  });

  it('compresses a page whole or as a stream to bytes that decompress to it', async () => {
    const html = Buffer.from(`<html>${'<p>paragraph</p>'.repeat(1000)}</html>`);
    const whole = await compressForOneReader(html);
    expect(whole.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(whole).equals(html)).toBe(true);
    const chunks = [html.subarray(0, 5000), html.subarray(5000)];
    const streamed = await buffer(Readable.from(chunks).pipe(compressorForOneReader(html.length)));
    expect(brotliDecompressSync(streamed).equals(html)).toBe(true);
  });
});
