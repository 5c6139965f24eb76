import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { API_KEY_MESSAGE, apiKeyOf, KeyMatcher, ServiceKeys } from '../src';

const CALLER = 'caller-key-0123456789';
const ADMIN = 'admin-key-0123456789';
const withKey = (key?: string | string[]) => ({ headers: { 'x-api-key': key } });

describe('KeyMatcher', () => {
  const matcher = new KeyMatcher(CALLER);

  it('matches the key only', () => {
    expect(matcher.matches(CALLER)).toBe(true);
    expect(matcher.matches(`${CALLER}x`)).toBe(false);
    expect(matcher.matches(CALLER.slice(1))).toBe(false);
    expect(matcher.matches('')).toBe(false);
    expect(matcher.matches(undefined)).toBe(false);
  });

  it('does not take an empty key for a missing one', () => {
    expect(new KeyMatcher('').matches(undefined)).toBe(false);
  });
});

describe('apiKeyOf', () => {
  it('reads one x-api-key header, not a repeated one', () => {
    expect(apiKeyOf(withKey(CALLER))).toBe(CALLER);
    expect(apiKeyOf(withKey([CALLER, ADMIN]))).toBeUndefined();
    expect(apiKeyOf(withKey())).toBeUndefined();
  });
});

describe('ServiceKeys', () => {
  const keys = new ServiceKeys(CALLER, ADMIN);

  it('tells which key was given', () => {
    expect(keys.roleOf(CALLER)).toBe('caller');
    expect(keys.roleOf(ADMIN)).toBe('admin');
    expect(keys.roleOf('someone-else-0123456789')).toBeUndefined();
    expect(keys.roleOf(undefined)).toBeUndefined();
  });

  it('lets the admin key through everywhere, the callers key where allowed', () => {
    expect(() => keys.require(withKey(ADMIN), false, 'admin only')).not.toThrow();
    expect(() => keys.require(withKey(ADMIN), true, 'admin only')).not.toThrow();
    expect(() => keys.require(withKey(CALLER), true, 'admin only')).not.toThrow();
  });

  it('answers the callers key where only the admin key passes with a 403 and the message', () => {
    expect(() => keys.require(withKey(CALLER), false, 'admin only')).toThrow(
      new ForbiddenException('admin only'),
    );
  });

  it('answers any other key, a repeated header or none with a 401', () => {
    for (const key of ['wrong-key-0123456789', [CALLER, CALLER], undefined]) {
      expect(() => keys.require(withKey(key), true, 'admin only')).toThrow(
        new UnauthorizedException(API_KEY_MESSAGE),
      );
    }
  });
});
