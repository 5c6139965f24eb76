/**
 * The composer answer's check (spec 000 s5 and s8), with zod's mini build because the browser's
 * content client runs it too.
 */
import * as z from 'zod/mini';
import type { PageResponse } from './page';
import { ApiResponseError, expectObject, expectedPropertyMessage } from './validate';

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
