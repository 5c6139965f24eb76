import { nodeHmacSha1Signer, timingSafeEqualHex } from '../src/node';

describe('nodeHmacSha1Signer', () => {
  it('computes the HMAC-SHA1 hex of RFC 2202 test case 2', () => {
    expect(nodeHmacSha1Signer('Jefe')('what do ya want for nothing?')).toBe(
      'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    );
  });

  it('signs UTF-8 text', () => {
    expect(nodeHmacSha1Signer(Buffer.from('Jefe'))('/été.jpg')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses an empty secret', () => {
    expect(() => nodeHmacSha1Signer('')).toThrow('must not be empty');
  });
});

describe('timingSafeEqualHex', () => {
  const hex = 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79';

  it.each([
    [hex, hex, true],
    [hex, hex.toUpperCase(), true],
    [hex, `${hex.slice(0, -1)}8`, false],
    [hex, hex.slice(0, -2), false],
    ['zz', 'zz', false],
    ['abc', 'abc', false],
    ['', '', true],
  ])('compares %j and %j: %s', (expected, actual, equal) => {
    expect(timingSafeEqualHex(expected, actual)).toBe(equal);
  });
});
