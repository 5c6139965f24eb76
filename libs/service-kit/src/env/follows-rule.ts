import { registerDecorator, type ValidationArguments } from 'class-validator';

/**
 * What is wrong with a variable's value, as its parser or rule says it (undefined when nothing
 * is): the message the service stops with names the variable.
 */
export type RuleProblem = (value: unknown, variable: string) => string | undefined;

/**
 * Validates an environment variable with a rule of its own (a parser's, a library's), reporting
 * the rule's message: `@FollowsRule(featureFlagsProblem) FEATURE_FLAGS = ''`.
 */
export function FollowsRule(problemOf: RuleProblem): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'followsRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          problemOf(value, args.property) === undefined,
        defaultMessage: (args?: ValidationArguments) =>
          args ? (problemOf(args.value, args.property) ?? '') : '',
      },
    });
  };
}
