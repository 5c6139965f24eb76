/**
 * Where the GrowthBook SDK cases are read from: the copy kept beside this file, checked against
 * the workplace's `../shared/conformance/` original when that is present (see README.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const GROWTHBOOK_CASES_COPY = path.join(__dirname, 'growthbook-sdk-cases.json');
/** The shared original, beside the repository's checkout (absent in other checkouts). */
export const GROWTHBOOK_CASES_ORIGINAL = path.resolve(
  __dirname,
  '../../../../shared/conformance/growthbook-sdk-cases.json',
);

/** The cases file's text; the copy must equal the original where that exists. */
export function readGrowthbookCases(): string {
  const copy = readFileSync(GROWTHBOOK_CASES_COPY, 'utf8');
  if (existsSync(GROWTHBOOK_CASES_ORIGINAL)) {
    const original = readFileSync(GROWTHBOOK_CASES_ORIGINAL, 'utf8');
    if (original !== copy) {
      throw new Error(
        `${GROWTHBOOK_CASES_COPY} differs from ${GROWTHBOOK_CASES_ORIGINAL}: copy it again`,
      );
    }
  }
  return copy;
}
