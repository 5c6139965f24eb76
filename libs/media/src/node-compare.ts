/** Constant-time comparison of hex signatures with Node's own timingSafeEqual. */
import { timingSafeEqual } from 'node:crypto';

const HEX_PATTERN = /^(?:[0-9a-f]{2})*$/i;

export function timingSafeEqualHex(expected: string, actual: string): boolean {
  // Buffer.from(…, 'hex') silently drops what is not hex, so shapes are checked first; the
  // lengths of signatures are public, so comparing them early leaks nothing.
  if (!HEX_PATTERN.test(expected) || !HEX_PATTERN.test(actual)) return false;
  if (expected.length !== actual.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(actual, 'hex'));
}
