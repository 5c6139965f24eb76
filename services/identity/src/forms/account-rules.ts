import {
  isEmailAddress,
  passwordProblem,
  REQUIRED_FIELDS_MESSAGE,
  SIGN_IN_EMAIL_INVALID_MESSAGE,
} from '@bytewire/contracts';
import { registerDecorator } from 'class-validator';

function rule(name: string, problem: (value: unknown) => string | undefined): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problem(value) === undefined,
        defaultMessage: (args) => (args ? (problem(args.value) ?? '') : ''),
      },
    });
  };
}

const empty = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** An address by spec 001 s5's pattern, with the sign-in screen's messages. */
export function IsAccountEmail(): PropertyDecorator {
  return rule('isAccountEmail', (value) => {
    if (empty(value)) return REQUIRED_FIELDS_MESSAGE;
    return isEmailAddress((value as string).trim()) ? undefined : SIGN_IN_EMAIL_INVALID_MESSAGE;
  });
}

/** A new password by spec 001 s5's rule. */
export function IsNewPassword(): PropertyDecorator {
  return rule('isNewPassword', (value) => {
    if (empty(value)) return REQUIRED_FIELDS_MESSAGE;
    return passwordProblem(value as string);
  });
}

/** A password given to sign in: present and of a length the rule allows. */
export function IsGivenPassword(maxLength: number): PropertyDecorator {
  return rule('isGivenPassword', (value) => {
    if (typeof value !== 'string' || value === '') return REQUIRED_FIELDS_MESSAGE;
    return value.length > maxLength
      ? `A password is at most ${maxLength} characters long.`
      : undefined;
  });
}
