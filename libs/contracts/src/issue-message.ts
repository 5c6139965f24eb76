/**
 * A zod issue as an ApiResponseError message: the failing field's path from the answer's root,
 * what was expected and what came. Its own module, so that a small schema (the decision's) can
 * name its issues without carrying the composer page's schema into the browser.
 */
import type * as z from 'zod/mini';
import { expectedPropertyMessage } from './validate';

/** A zod issue path as a reader writes it: `data.components[2].item.slug`. */
function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The value at an issue's path, to say what came instead of what was expected. */
function valueAt(json: unknown, path: readonly PropertyKey[]): unknown {
  let node = json;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * An issue as an ApiResponseError message: the failing field's path from the answer's root,
 * what was expected and what came, e.g. `... Expected property data.item.id: expected string,
 * received number`.
 */
export function issueMessage(issue: z.core.$ZodIssue, json: unknown): string {
  const path = pathText(issue.path);
  const expected =
    issue.code === 'invalid_type'
      ? `expected ${issue.expected}`
      : issue.code === 'custom'
        ? issue.message
        : issue.message.toLowerCase();
  const received = kindOf(valueAt(json, issue.path));
  return `${expectedPropertyMessage(path)}: ${expected}, received ${received}`;
}
