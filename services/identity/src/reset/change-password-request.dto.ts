import { IsIn, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail } from '../forms/account-rules';

/** The connection of email-and-password accounts, named as the site's widget names it. */
export const PASSWORD_CONNECTION = 'Username-Password-Authentication';

/** Spec 001 s7: "POST password recovery to the provider with client_id, email, connection". */
export class ChangePasswordRequest {
  @MaxLength(64, { message: 'client_id is at most 64 characters' })
  @IsString({ message: 'client_id must be a string' })
  client_id!: string;

  @IsAccountEmail()
  email!: string;

  @IsIn([PASSWORD_CONNECTION], { message: `connection must be ${PASSWORD_CONNECTION}` })
  connection!: string;
}
