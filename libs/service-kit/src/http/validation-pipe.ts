import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';
import { validateSync, type ValidatorOptions } from 'class-validator';
import { validationMessage, VALIDATOR_OPTIONS } from './validate-body';

/**
 * Nest's ValidationPipe, validating synchronously: every rule of the services' DTOs is
 * synchronous, and the asynchronous `validate` costs a chain of promises on every request.
 */
class SyncValidationPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    return validateSync(object, options);
  }
}

/** Validates path, query and body DTOs; a bad value is a 400 naming it. Unknown query keys pass. */
export function createValidationPipe(): ValidationPipe {
  return new SyncValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessage(errors)),
  });
}
