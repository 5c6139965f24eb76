import { MAX_STATE_LENGTH } from './constants';
import { BUCKET_PATTERN, TEST_ID_PATTERN, VERSION_PATTERN } from './patterns';
import type { TestState } from './types';

/** A visitor's state in a test as text: `id:version:bucket` (spec 001 s3, s5). */

export function formatState({ id, version, bucket }: TestState): string {
  return `${id}:${version}:${bucket}`;
}

/** The state in `text`, or undefined unless it is a well-formed `id:version:bucket`. */
export function parseState(text: unknown): TestState | undefined {
  if (typeof text !== 'string' || text.length > MAX_STATE_LENGTH) return undefined;
  const parts = text.split(':');
  if (parts.length !== 3) return undefined;
  const [id, version, bucket] = parts;
  if (!TEST_ID_PATTERN.test(id) || !VERSION_PATTERN.test(version) || !BUCKET_PATTERN.test(bucket)) {
    return undefined;
  }
  return { id, version, bucket };
}
