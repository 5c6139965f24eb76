/**
 * Runtime checks of upstream answers (spec 000 s5 and s8). Uses zod's mini build because the
 * browser bundle runs these checks too. Checks are loose: extra fields always pass, and only
 * the fields a page needs to render are required.
 */
import * as z from 'zod/mini';
import type { PageResponse } from './page';

export const NOT_AN_OBJECT_MESSAGE = 'API request did not return a JSON object';
const EXPECTED_PROPERTY_PREFIX = 'API response is not in the correct format. Expected property ';

/** An upstream answer the site cannot use: a bad gateway, whatever the upstream status was. */
export class ApiResponseError extends Error {
  readonly statusCode = 502;

  constructor(message: string) {
    super(message);
    this.name = 'ApiResponseError';
  }
}

export function expectedPropertyMessage(path: string): string {
  return `${EXPECTED_PROPERTY_PREFIX}${path}`;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws unless the answer is a JSON object (not null, not an array). */
export function expectObject(json: unknown): asserts json is Record<string, unknown> {
  if (!isJsonObject(json)) throw new ApiResponseError(NOT_AN_OBJECT_MESSAGE);
}

/**
 * Throws unless every dotted path (e.g. `data.item.slug`, `data.items.0`) leads to a value
 * other than undefined or null. Array elements are addressed by index.
 */
export function expectProperties(
  json: unknown,
  paths: readonly string[],
): asserts json is Record<string, unknown> {
  expectObject(json);
  for (const path of paths) {
    let node: unknown = json;
    for (const key of path.split('.')) {
      node =
        typeof node === 'object' && node !== null && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined;
      if (node === undefined || node === null) {
        throw new ApiResponseError(expectedPropertyMessage(path));
      }
    }
  }
}

const componentErrorSchema = z.looseObject({
  code: z.number(),
  message: z.optional(z.string()),
});

const componentSchema = z.looseObject({
  meta: z.looseObject({
    componentName: z.string(),
    componentType: z.string(),
  }),
  errors: z.array(componentErrorSchema),
  items: z.optional(z.array(z.unknown())),
});

const pageResponseSchema = z.looseObject({
  data: z.looseObject({
    pageType: z.string(),
    components: z.array(componentSchema),
  }),
});

/**
 * Checks a composer answer: `data`, `data.pageType`, the `data.components` array and each
 * component's `meta.componentName`, `meta.componentType` and `errors` array. A failure names
 * the first missing (or mistyped) property as a dotted path, e.g. `data.components.0.errors`.
 */
export function parsePageResponse(json: unknown): PageResponse {
  expectObject(json);
  const result = pageResponseSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiResponseError(expectedPropertyMessage(issue ? issue.path.join('.') : 'data'));
  }
  // The checked fields are those the renderer cannot do without; the rest of the envelope is
  // taken as the platform sends it.
  return json as unknown as PageResponse;
}
