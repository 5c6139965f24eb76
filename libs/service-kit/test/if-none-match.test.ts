/** If-None-Match against an entity tag (RFC 9110 13.1.2): the 304 decision every service shares. */
import { ifNoneMatchNames } from '../src';

const ETAG = '"abc123"';

it.each([
  ['"abc123"', true],
  ['W/"abc123"', true],
  ['"other", "abc123"', true],
  [' "other" ,W/"abc123" ', true],
  ['*', true],
  ['"other"', false],
  ['abc123', false],
  ['', false],
])('%j names the tag: %s', (header, expected) => {
  expect(ifNoneMatchNames(header, ETAG)).toBe(expected);
});

it('no header, or a repeated one (an array), names nothing', () => {
  expect(ifNoneMatchNames(undefined, ETAG)).toBe(false);
  expect(ifNoneMatchNames(['"abc123"', '"abc123"'], ETAG)).toBe(false);
});
