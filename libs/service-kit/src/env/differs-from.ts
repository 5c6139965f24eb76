import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * The variable must not equal the variable `other` (two keys of different powers), checked with
 * the rest of the environment at start-up; the message names both and says why, e.g.
 * `VANITY_ADMIN_KEY must differ from VANITY_API_KEY (callers must not be able to force
 * refreshes)`. Put it above the variable's other rules: it runs last, once the value is usable.
 */
export function DiffersFrom(other: string, reason: string): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'differsFrom',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [other],
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value !== (args.object as Record<string, unknown>)[other],
        defaultMessage: () => `${String(propertyName)} must differ from ${other} (${reason})`,
      },
    });
  };
}
