import { PASSWORD_MAX_LENGTH } from '@bytewire/contracts';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail, IsNewPassword } from '../forms/account-rules';

/** `POST /accounts/{sub}/password`: the current password proves the reader. */
export class PasswordChange {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'currentPassword is too long' })
  @MinLength(1, { message: 'currentPassword is required' })
  @IsString({ message: 'currentPassword is required' })
  currentPassword!: string;

  @IsNewPassword()
  newPassword!: string;
}

/** `POST /accounts/{sub}/email`. */
export class EmailChange {
  @IsAccountEmail()
  email!: string;
}
