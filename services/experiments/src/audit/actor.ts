/**
 * Who made a change, for the audit trail. The admin key is one shared key, so it names no
 * person: the caller says who it is with the optional `x-actor` header (a user name, an email,
 * a tool), else the entry names the key. Checked, because it is stored and shown to operators.
 */
import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export const ACTOR_HEADER = 'x-actor';
/** The actor of a change made without `x-actor`. */
export const DEFAULT_ACTOR = 'admin-key';
/** 1 to 64 of letters, digits and `. _ - @ + :` (a user name, an email address, `ci:deploy`). */
export const ACTOR_PATTERN = /^[A-Za-z0-9._@+:-]{1,64}$/;
export const ACTOR_RULE = `the ${ACTOR_HEADER} header must be 1 to 64 characters among letters, digits and . _ - @ + :`;

/** The actor a request names; a 400 naming the header when it is malformed. */
export function actorOf(header: string | string[] | undefined): string {
  if (header === undefined) return DEFAULT_ACTOR;
  if (typeof header !== 'string' || !ACTOR_PATTERN.test(header)) {
    throw new BadRequestException(ACTOR_RULE);
  }
  return header;
}

/** The handler parameter of the change's actor (after the guards: a keyless request is a 401). */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  actorOf(context.switchToHttp().getRequest<FastifyRequest>().headers[ACTOR_HEADER]),
);
