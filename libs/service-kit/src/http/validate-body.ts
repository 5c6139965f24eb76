import { BadRequestException, type ValidationError } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidatorOptions } from 'class-validator';

/** How every DTO is validated: unknown objects refused, one message per bad property. */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: false,
  forbidUnknownValues: true,
  stopAtFirstError: true,
};

/** The message of a 400: every broken rule's message, nested properties included. */
export function validationMessage(errors: readonly ValidationError[]): string {
  const messages = (list: readonly ValidationError[]): string[] =>
    list.flatMap((e) => [...Object.values(e.constraints ?? {}), ...messages(e.children ?? [])]);
  return messages(errors).join('; ');
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
