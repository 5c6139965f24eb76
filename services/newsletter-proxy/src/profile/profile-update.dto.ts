import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_FORMAT_INVALID_MESSAGE,
  isEmailAddress,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  PASSWORDS_DIFFER_MESSAGE,
} from '@bytewire/contracts';
import {
  IsISO31661Alpha2,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidateIf,
} from 'class-validator';

/** Names: no control characters and nothing that reads as markup. */
const NAME = /^[^\p{Cc}<>]*$/u;
const NAME_MAX_LENGTH = 50;
export const USERNAME_RULE_MESSAGE =
  'A username is 3 to 30 letters, digits, dots, dashes or underscores';

function rule(name: string, problem: (value: unknown, object: object) => string | undefined) {
  return (target: object, propertyName: string | symbol) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args) => problem(value, args?.object ?? {}) === undefined,
        defaultMessage: (args) => (args ? (problem(args.value, args.object) ?? '') : ''),
      },
    });
  };
}

/**
 * `PUT .../user`: the fields to change, each optional; an address or a password change goes
 * on to the identity provider. Messages are the spec's where it has one (spec 001 s5).
 */
export class ProfileUpdate {
  @IsOptional()
  @Matches(NAME, { message: 'firstName must not hold control characters, < or >' })
  @MaxLength(NAME_MAX_LENGTH, { message: `firstName is at most ${NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'firstName must be a string' })
  firstName?: string;

  @IsOptional()
  @Matches(NAME, { message: 'lastName must not hold control characters, < or >' })
  @MaxLength(NAME_MAX_LENGTH, { message: `lastName is at most ${NAME_MAX_LENGTH} characters` })
  @IsString({ message: 'lastName must be a string' })
  lastName?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{3,30}$/, { message: USERNAME_RULE_MESSAGE })
  @IsString({ message: USERNAME_RULE_MESSAGE })
  username?: string;

  @IsOptional()
  @rule('isProfileEmail', (value) =>
    typeof value === 'string' && isEmailAddress(value.trim())
      ? undefined
      : EMAIL_FORMAT_INVALID_MESSAGE,
  )
  email?: string;

  /** Empty clears it. */
  @IsOptional()
  @ValidateIf((_object, value) => value !== '')
  @IsISO31661Alpha2({ message: 'country must be a two-letter country code (ISO 3166-1)' })
  country?: string;

  @ValidateIf((object: ProfileUpdate) => object.newPassword !== undefined)
  @rule('isCurrentPassword', (value) =>
    typeof value === 'string' && value !== '' && value.length <= PASSWORD_MAX_LENGTH
      ? undefined
      : CURRENT_PASSWORD_REQUIRED_MESSAGE,
  )
  currentPassword?: string;

  @IsOptional()
  @rule('isNewPassword', (value) =>
    typeof value === 'string' ? passwordProblem(value) : 'newPassword must be a string',
  )
  newPassword?: string;

  @ValidateIf((object: ProfileUpdate) => object.newPassword !== undefined)
  @rule('confirmsPassword', (value, object) =>
    value === (object as ProfileUpdate).newPassword ? undefined : PASSWORDS_DIFFER_MESSAGE,
  )
  confirmPassword?: string;
}
