import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { BaseEnv } from './base-env';

/** One message per variable (its first failed rule), in variable order. */
function messagesOf(errors: ValidationError[]): string[] {
  return [...errors]
    .sort((a, b) => a.property.localeCompare(b.property))
    .flatMap((error) =>
      // Optional variables pass when absent, so an absent one here is a required one.
      error.value === undefined
        ? [`${error.property} is required`]
        : Object.values(error.constraints ?? {}),
    );
}

/**
 * The `validate` function for an environment class (usable as `ConfigModule.forRoot`'s
 * `validate`): converts the strings (implicit conversion), applies the class defaults, keeps
 * only the declared variables, and throws one error naming every bad variable, e.g.
 * `Invalid environment: PORT must not be greater than 65535`. The messages of class-validator
 * carry no values, so a secret does not end up in a log.
 */
export function validateEnv<E extends BaseEnv>(
  envClass: Type<E>,
): (config: Record<string, unknown>) => E {
  return (config) => {
    const env = plainToInstance(envClass, config, {
      enableImplicitConversion: true,
      exposeDefaultValues: true,
    });
    const errors = validateSync(env, { whitelist: true, stopAtFirstError: true });
    if (errors.length > 0) {
      throw new Error(`Invalid environment: ${messagesOf(errors).join('; ')}`);
    }
    return env;
  };
}
