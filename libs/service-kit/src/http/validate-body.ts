import { BadRequestException, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';

/** How every DTO is validated: unknown objects refused, one message per bad property. */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: false,
  forbidUnknownValues: true,
  stopAtFirstError: true,
};

/** Broken rules a 400 names at most: a body with thousands of bad keys gets a short answer. */
export const MAX_VALIDATION_MESSAGES = 10;

/**
 * The message of a 400: the broken rules' messages, nested properties included, at most
 * MAX_VALIDATION_MESSAGES of them and how many more.
 */
export function validationMessage(errors: readonly ValidationError[]): string {
  const messages = (list: readonly ValidationError[]): string[] =>
    list.flatMap((e) => [...Object.values(e.constraints ?? {}), ...messages(e.children ?? [])]);
  const all = messages(errors);
  const shown = all.slice(0, MAX_VALIDATION_MESSAGES).join('; ');
  const more = all.length - MAX_VALIDATION_MESSAGES;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

export const NOT_AN_OBJECT_MESSAGE = 'The body must be a JSON object';

/**
 * A JSON body as an instance of its DTO class, validated with class-validator by the same
 * rules and messages as Nest routes (`createValidationPipe`); a bad body is a 400 naming it.
 * For routes served outside Nest's router (`addJsonRoute`). `build` makes the instance from the
 * parsed object: class-transformer's `plainToInstance` unless the DTO offers a cheaper way.
 */
export function validateBody<T extends object>(
  dto: new () => T,
  value: unknown,
  build: (plain: Record<string, unknown>) => T = (plain) => plainToInstance(dto, plain),
): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestException(NOT_AN_OBJECT_MESSAGE);
  }
  const instance = build(value as Record<string, unknown>);
  const errors = validateSync(instance, VALIDATOR_OPTIONS);
  if (errors.length > 0) throw new BadRequestException(validationMessage(errors));
  return instance;
}
