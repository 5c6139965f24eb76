import { BadRequestException, type ValidationError, ValidationPipe } from '@nestjs/common';

function messages(errors: readonly ValidationError[]): string[] {
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}),
    ...messages(e.children ?? []),
  ]);
}

/** Validates path and query DTOs; a bad value is a 400 naming it. Unknown query keys pass. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: false,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(messages(errors).join('; ')),
  });
}
