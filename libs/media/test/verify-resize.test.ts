import { parseResizeTarget, resizeUrl, verifyResizeSignature } from '../src';
import { nodeHmacSha1Signer, timingSafeEqualHex } from '../src/node';
import { HOSTS, SECRET, expectedSignature, image } from './fixtures';

const sign = nodeHmacSha1Signer(SECRET);

/** The raw request target an image host receives for a resize URL. */
function requestTarget(url: string | undefined): string {
  if (url === undefined) throw new Error('expected a resize URL');
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('verifying resize URLs on the image service', () => {
  const target = requestTarget(
    resizeUrl(image({ path: '/a b/c.gif', cropGravity: 3 }), {
      size: 'square_56',
      hosts: HOSTS,
      sign,
    }),
  );

  it('splits a request target into the signature and the signed string', () => {
    const signed = '/a%20b/c.gif?format=mp4&gravity=3&height=56&width=56';
    expect(parseResizeTarget(target)).toEqual({
      signature: expectedSignature(signed),
      signedString: signed,
    });
  });

  it.each([
    ['the default comparison', undefined],
    ["Node's timingSafeEqual", timingSafeEqualHex],
  ])('accepts what resizeUrl signed, with %s', (_label, equals) => {
    const parts = parseResizeTarget(target);
    if (parts === undefined) throw new Error('expected a resize target');
    expect(verifyResizeSignature(parts.signedString, parts.signature, sign, equals)).toBe(true);
  });

  it.each([
    ['a changed width', (t: string) => t.replace('width=56', 'width=5600'), sign],
    ['a dropped parameter', (t: string) => t.replace('&gravity=3', ''), sign],
    ['another path', (t: string) => t.replace('c.gif', 'd.gif'), sign],
    ['another secret', (t: string) => t, nodeHmacSha1Signer('other-secret')],
  ])('refuses %s', (_label, tamper, verifier) => {
    const parts = parseResizeTarget(tamper(target));
    if (parts === undefined) throw new Error('expected a resize target');
    expect(verifyResizeSignature(parts.signedString, parts.signature, verifier)).toBe(false);
  });

  it.each([
    ['', 'no signature'],
    ['A'.repeat(40), 'uppercase hex'],
    ['a'.repeat(39), 'a short signature'],
  ])('refuses the signature %j (%s) without comparing', (signature) => {
    const signer = jest.fn(sign);
    expect(verifyResizeSignature('/a.jpg', signature, signer)).toBe(false);
    expect(signer).not.toHaveBeenCalled();
  });

  it.each([
    ['another prefix', `/resized/${'a'.repeat(40)}/a.jpg`],
    ['a short signature', `/resize/${'a'.repeat(39)}/a.jpg`],
    ['no path after the signature', `/resize/${'a'.repeat(40)}`],
    ['a fragment', `/resize/${'a'.repeat(40)}/a.jpg#x`],
  ])('does not parse a target with %s', (_label, value) => {
    expect(parseResizeTarget(value)).toBeUndefined();
  });
});
