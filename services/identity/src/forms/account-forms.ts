import { PASSWORD_MAX_LENGTH, TERMS_REQUIRED_MESSAGE } from '@bytewire/contracts';
import { Equals, IsOptional, Matches } from 'class-validator';
import { IsAccountEmail, IsGivenPassword, IsNewPassword } from './account-rules';

/** oidc-provider's interaction ids: nanoid's alphabet, 21 characters by default. */
export const INTERACTION_UID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

/** Step 1: the address. */
export class EmailForm {
  @IsAccountEmail()
  email!: string;
}

/** Signing in to a known address. */
export class LoginForm extends EmailForm {
  @IsGivenPassword(PASSWORD_MAX_LENGTH)
  password!: string;
}

/** Joining: a password by the rule and the terms accepted. */
export class JoinForm extends EmailForm {
  @IsNewPassword()
  password!: string;

  @Equals('accepted', { message: TERMS_REQUIRED_MESSAGE })
  terms!: string;
}

/** Asking for a reset link, maybe from a sign-in under way. */
export class ResetRequestForm extends EmailForm {
  @IsOptional()
  @Matches(INTERACTION_UID_PATTERN, { message: 'interaction is not a sign-in id' })
  interaction?: string;
}

/** The new password of a reset. */
export class NewPasswordForm {
  @IsNewPassword()
  password!: string;
}

/** A new reader from a social network accepting the terms (the network vouched for the rest). */
export class SocialJoinForm {
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'join is not a sign-in id' })
  join!: string;

  @Equals('accepted', { message: TERMS_REQUIRED_MESSAGE })
  terms!: string;
}
