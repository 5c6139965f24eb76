// The site's own cookie reading and writing (cookies.ts) checked against the `cookie` package it
// stands in for in the browser's entry: the same value read from the same header, the same
// string written, on ordinary and awkward input.
import { parse, serialize } from 'cookie';
import {
  COOKIE_DEFAULTS,
  cookieString,
  readCookie,
  TERMS_INTERACTED_COOKIE,
  termsInteracted,
} from './cookies';

const HEADERS = [
  'a=1',
  'a=1; b=2',
  ' a = 1 ;b=2 ',
  'a=1; a=2',
  'b=2; a=',
  'a',
  'a=%E2%9C%93; b=x',
  'a=%E2%9C%; b=x',
  'x=1;; a=hello%20world',
  'a="quoted"',
  'nemo_vid=abc_DEF-123; consent=necessary%2Canalytics; terms_interacted=true',
  '',
];

describe('readCookie', () => {
  it.each(HEADERS)('reads %j as the cookie package parses it', (header) => {
    for (const name of ['a', 'b', 'x', 'nemo_vid', 'consent', 'terms_interacted', 'missing']) {
      expect(readCookie(header, name)).toBe(parse(header)[name]);
    }
  });

  it('reads nothing from no header', () => {
    expect(readCookie(undefined, 'a')).toBeUndefined();
    expect(readCookie(null, 'a')).toBeUndefined();
  });
});

describe('cookieString', () => {
  it.each([
    ['terms_interacted', 'true', {}],
    ['consent', 'necessary,analytics', { maxAge: 31536000 }],
    ['edition', 'uk', { maxAge: 0 }],
    ['note', 'a b;c=d', {}],
  ])(
    'writes %s as the cookie package serialises it with the site defaults',
    (name, value, options) => {
      expect(cookieString(name, value, options)).toBe(
        serialize(name, value, { ...COOKIE_DEFAULTS, ...options }),
      );
    },
  );
});

describe('the site defaults and the terms cookie', () => {
  it('writes SameSite=Lax, Secure and Path=/ by default', () => {
    expect(cookieString(TERMS_INTERACTED_COOKIE, '1', { maxAge: 60 })).toBe(
      'terms_interacted=1; Max-Age=60; Path=/; Secure; SameSite=Lax',
    );
  });

  it('reads one cookie of a header and tells whether the terms were dealt with', () => {
    expect(readCookie('a=1; terms_interacted=1', 'a')).toBe('1');
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(termsInteracted('a=1')).toBe(false);
    expect(termsInteracted('a=1; terms_interacted=1')).toBe(true);
  });
});
