/** The profile form's checks before it is sent, with the shared rules of spec 001 s5. */
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_FORMAT_INVALID_MESSAGE,
  isEmailAddress,
  passwordProblem,
  PASSWORDS_DIFFER_MESSAGE,
  type ReaderProfile,
} from '@bytewire/contracts';

export type ProfileFields = Pick<
  ReaderProfile,
  'firstName' | 'lastName' | 'username' | 'email' | 'country'
> & {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/** The first rule the form breaks, or undefined. */
export function profileFormProblem(
  fields: ProfileFields,
): { field: keyof ProfileFields; message: string } | undefined {
  if (!isEmailAddress(fields.email.trim())) {
    return { field: 'email', message: EMAIL_FORMAT_INVALID_MESSAGE };
  }
  if (fields.newPassword !== '') {
    const problem = passwordProblem(fields.newPassword);
    if (problem) return { field: 'newPassword', message: problem };
    if (fields.confirmPassword !== fields.newPassword) {
      return { field: 'confirmPassword', message: PASSWORDS_DIFFER_MESSAGE };
    }
    if (fields.currentPassword === '') {
      return { field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED_MESSAGE };
    }
  }
  return undefined;
}
