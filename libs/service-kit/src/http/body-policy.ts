/**
 * The body policy of every service, after its parser (fastify's JSON parser already refuses
 * `__proto__` and `constructor.prototype` with secure-json-parse): a walk that refuses what the
 * parsers let through but later code chokes on. class-transformer throws a TypeError on a
 * nested `constructor` key, and recursive validation overflows the stack a few thousand levels
 * down: both were 500s from a small body. A refused body is a 400 naming the problem (logged as
 * a client error by errorAnswer) and reaches no handler, so it changes nothing.
 */
import type { FastifyInstance } from 'fastify';

/** Nesting a body may have: the cluster's bodies go a handful of levels deep. */
export const MAX_BODY_DEPTH = 32;
/**
 * Keys one object may have, and values (objects, arrays, scalars) a body may hold in all:
 * class-transformer's key handling is quadratic (86,000 keys froze a service for 18 s), and no
 * body of the cluster comes near either bound.
 */
export const MAX_BODY_KEYS = 1000;
export const MAX_BODY_VALUES = 10_000;
/** Keys that reach an object's prototype or constructor when copied or instantiated. */
export const POISONING_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/** What makes a parsed body unsafe to hand on, or undefined. Iterative: no stack to blow. */
export function hostileBodyProblem(value: unknown, maxDepth = MAX_BODY_DEPTH): string | undefined {
  const pending: [unknown, number][] = [[value, 1]];
  let values = 0;
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    values += 1;
    if (values > MAX_BODY_VALUES) return `The body holds more than ${MAX_BODY_VALUES} values`;
    if (typeof node !== 'object' || node === null || Buffer.isBuffer(node)) continue;
    if (depth > maxDepth) return `The body nests deeper than ${maxDepth} levels`;
    if (Array.isArray(node)) {
      for (const item of node) pending.push([item, depth + 1]);
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > MAX_BODY_KEYS)
      return `An object of the body has more than ${MAX_BODY_KEYS} keys`;
    for (const key of keys) {
      if (POISONING_KEYS.has(key)) return `The body must not have a "${key}" key`;
      pending.push([(node as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return undefined;
}

/** A 400 on fastify's error path (errorAnswer reads `statusCode`). */
class HostileBodyError extends Error {
  readonly statusCode = 400;
}

/**
 * Checks every parsed body (JSON, form or any parser's object) before validation and the
 * handler. Added before the routes exist, so that every route of the app has it.
 */
export function registerBodyPolicy(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const problem = hostileBodyProblem(request.body);
    done(problem === undefined ? undefined : new HostileBodyError(problem));
  });
}
