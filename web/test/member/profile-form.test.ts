/**
 * @jest-environment jsdom
 */
/** The profile form's checks before it is sent (spec 001 s5's messages). */
import { CURRENT_PASSWORD_REQUIRED_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '@bytewire/contracts';
import { profileFormProblem } from '../../src/member/profile-form-rules';

const FIELDS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  country: 'GB',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('profileFormProblem', () => {
  it('takes a form without a password change', () => {
    expect(profileFormProblem(FIELDS)).toBeUndefined();
  });

  it('refuses an address that is not one: E-mail format invalid', () => {
    expect(profileFormProblem({ ...FIELDS, email: 'ada@' })).toEqual({
      field: 'email',
      message: 'E-mail format invalid',
    });
  });

  it('refuses a weak new password with the rule’s message, then a confirmation that differs', () => {
    expect(profileFormProblem({ ...FIELDS, newPassword: 'weak' })?.field).toBe('newPassword');
    expect(
      profileFormProblem({ ...FIELDS, newPassword: 'Fr3sh!pass', confirmPassword: 'other' }),
    ).toEqual({ field: 'confirmPassword', message: PASSWORDS_DIFFER_MESSAGE });
  });

  it('asks for the current password to set a new one', () => {
    expect(
      profileFormProblem({ ...FIELDS, newPassword: 'Fr3sh!pass', confirmPassword: 'Fr3sh!pass' }),
    ).toEqual({ field: 'currentPassword', message: CURRENT_PASSWORD_REQUIRED_MESSAGE });
    expect(
      profileFormProblem({
        ...FIELDS,
        currentPassword: 'Str0ng!pass',
        newPassword: 'Fr3sh!pass',
        confirmPassword: 'Fr3sh!pass',
      }),
    ).toBeUndefined();
  });
});
