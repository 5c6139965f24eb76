import { checkPassword, PASSWORD_CHECKLIST } from '@bytewire/contracts';
import { fieldErrorProps } from './page-shell';

/**
 * A new password with spec 001 s5's checklist under it. The checklist shows the state of the
 * last password sent (the server's check) and follows typing once the page script runs.
 */
export function NewPasswordField({
  id,
  label,
  value = '',
  invalid = false,
}: {
  id: string;
  label: string;
  value?: string;
  /** The form's error is about this password. */
  invalid?: boolean;
}) {
  const check = checkPassword(value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        {...fieldErrorProps(invalid, `${id}-checklist`)}
        data-password-checklist={`${id}-checklist`}
      />
      <ul id={`${id}-checklist`} className="checklist" aria-live="polite">
        {PASSWORD_CHECKLIST.map(({ flag, label: text }) => (
          <li key={flag} data-flag={flag} className={check[flag] && value ? 'met' : 'unmet'}>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
