import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import type { BaseEnv } from './base-env';
import { isClusterUrl, redisUrlProblem } from '../redis/redis-url';
import { applyFallbacks } from './defaults-to';

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
 * A Redis Cluster URL passes a variable's IsUrl on its first node alone: the rest of it (the
 * other nodes, no database) is checked here, whichever variable holds it.
 */
function clusterUrlMessages(env: object, errors: ValidationError[]): string[] {
  const reported = new Set(errors.map((error) => error.property));
  return Object.entries(env).flatMap(([name, value]) => {
    const problem =
      !reported.has(name) && typeof value === 'string' && isClusterUrl(value)
        ? redisUrlProblem(value)
        : undefined;
    return problem ? [`${name}: ${problem}`] : [];
  });
}

/**
 * The `validate` function for an environment class (usable as `ConfigModule.forRoot`'s
 * `validate`): converts the strings (implicit conversion), applies the class defaults and the
 * `@DefaultsTo` fallbacks, keeps only the declared variables, and throws one error naming
 * every bad variable, e.g.
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
    const messages = [...messagesOf(errors), ...clusterUrlMessages(env, errors)];
    if (messages.length > 0) {
      throw new Error(`Invalid environment: ${messages.join('; ')}`);
    }
    // Variables whose default is another's value (`@DefaultsTo`): that one is valid by now.
    applyFallbacks(env);
    return env;
  };
}
