/**
 * The email share form (spec 001 s3, s5): Send to, Your email address, Your name, an optional
 * message of at most 1500 characters with a live counter, hidden title, url and form token, and
 * a captcha. No native validation (`noValidate`): the shared rules check it on submit, mark the
 * fields (aria-invalid, aria-describedby), announce the form's message in an alert region and
 * focus the first field to fix; nothing is posted until the form is valid. The captcha
 * (use-captcha.ts) is solved while the reader types and renewed after every post.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import {
  EMAIL_SHARE_MESSAGE_MAX_LENGTH,
  emailShareMessageLength,
  firstInvalidField,
  isFieldInvalid,
  validateEmailShare,
  type EmailShareField,
  type EmailShareValidation,
  type EmailShareValues,
} from '../email-share-validation';
import { readFormToken } from '../form-token';
import { submitEmailShare } from '../submit-email-share';
import { useEmailShareCaptcha, type CaptchaStatus } from '../use-captcha';
import styles from './EmailShareForm.module.css';

const CAPTCHA_TEXT: Record<CaptchaStatus, string> = {
  solving: 'Checking that you are not a robot…',
  solved: 'Checked: you are not a robot.',
  failed: 'The check could not be done.',
};

const EMPTY: EmailShareValues = { to: '', from: '', name: '', message: '' };

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string };

interface EmailShareFormProps {
  title: string;
  url: string;
  /** Receives "Send to", which the dialog focuses on open. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
}

/** The required one-line fields of spec 001 s5, in order: "Send to" takes the focus first. */
const TEXT_FIELDS: readonly {
  field: Exclude<EmailShareField, 'message'>;
  label: string;
  type: 'email' | 'text';
  inputMode?: 'email';
  autoComplete: string;
}[] = [
  { field: 'to', label: 'Send to', type: 'email', inputMode: 'email', autoComplete: 'off' },
  {
    field: 'from',
    label: 'Your email address',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  { field: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
];

export function EmailShareForm({ title, url, firstFieldRef }: EmailShareFormProps) {
  const id = useId();
  const fieldId = (field: EmailShareField) => `${id}-${field}`;
  const errorId = (field: EmailShareField) => `${id}-${field}-error`;
  const formErrorId = `${id}-form-error`;
  const counterId = `${id}-counter`;

  const [values, setValues] = useState<EmailShareValues>(EMPTY);
  // Errors show from the first submit on, then follow the reader's corrections.
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [token, setToken] = useState(readFormToken);
  const [focusRequest, setFocusRequest] = useState<{ field: EmailShareField } | undefined>();
  const captcha = useEmailShareCaptcha();
  const fieldRefs = useRef<Partial<Record<EmailShareField, HTMLElement | null>>>({});

  const result: EmailShareValidation | undefined = attempted
    ? validateEmailShare(values)
    : undefined;
  const messageLength = emailShareMessageLength(values.message);

  // After the render that marked the fields, so the focused field is announced as invalid.
  useEffect(() => {
    if (focusRequest) fieldRefs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.dataset.field as EmailShareField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (status.kind === 'sent' || status.kind === 'error') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const validation = validateEmailShare(values);
    setAttempted(true);
    if (!validation.valid) {
      setStatus({ kind: 'idle' });
      setFocusRequest({ field: firstInvalidField(validation) ?? 'to' });
      return;
    }
    setStatus({ kind: 'sending' });
    // The challenge request sets the token cookie: read it once the answer is there.
    const captchaAnswer = await captcha.answer();
    const freshToken = readFormToken();
    setToken(freshToken);
    const outcome = await submitEmailShare({
      values: {
        to: values.to.trim(),
        from: values.from.trim(),
        name: values.name.trim(),
        message: values.message,
      },
      token: freshToken,
      title,
      url,
      captcha: captchaAnswer,
    });
    // Spent by the endpoint whatever it answered.
    captcha.renew();
    if (outcome.ok) {
      setValues(EMPTY);
      setAttempted(false);
      setStatus({ kind: 'sent', message: outcome.message });
    } else {
      setStatus({ kind: 'error', message: outcome.message });
    }
  };

  const describedBy = (field: EmailShareField, ...extra: string[]) => {
    const ids = [...extra];
    if (result?.fieldErrors[field]) ids.push(errorId(field));
    if (result?.missing.includes(field)) ids.push(formErrorId);
    return ids.length > 0 ? ids.join(' ') : undefined;
  };

  const fieldProps = (field: EmailShareField) => ({
    id: fieldId(field),
    name: `email_share[${field}]`,
    'data-field': field,
    value: values[field],
    onChange,
    'aria-invalid': result && isFieldInvalid(result, field) ? true : undefined,
    'aria-describedby': describedBy(field),
    className: styles.input,
  });

  const fieldError = (field: EmailShareField) =>
    result?.fieldErrors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        {result.fieldErrors[field]}
      </p>
    ) : null;

  const sending = status.kind === 'sending';
  const overLimit = messageLength > EMAIL_SHARE_MESSAGE_MAX_LENGTH;

  return (
    <form
      className={styles.root}
      action="/user/email-friend/xhr/"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
    >
      <div role="alert" className={styles.alert} id={formErrorId}>
        {result?.formError ?? (status.kind === 'error' ? status.message : null)}
      </div>

      {TEXT_FIELDS.map(({ field, label, ...input }) => (
        <div key={field} className={styles.field}>
          <label htmlFor={fieldId(field)} className={styles.label}>
            {label}
          </label>
          <input
            {...fieldProps(field)}
            ref={(element) => {
              if (field === 'to') firstFieldRef.current = element;
              fieldRefs.current[field] = element;
            }}
            {...input}
            aria-required="true"
          />
          {fieldError(field)}
        </div>
      ))}

      <div className={styles.field}>
        <label htmlFor={fieldId('message')} className={styles.label}>
          Message (optional)
        </label>
        <textarea
          {...fieldProps('message')}
          ref={(element) => {
            fieldRefs.current.message = element;
          }}
          aria-describedby={describedBy('message', counterId)}
          className={`${styles.input} ${styles.textarea}`}
          rows={5}
        />
        <p
          id={counterId}
          className={overLimit ? `${styles.counter} ${styles.counterOver}` : styles.counter}
          data-over-limit={overLimit || undefined}
        >
          {messageLength} / {EMAIL_SHARE_MESSAGE_MAX_LENGTH}
          <span className="visually-hidden"> characters</span>
        </p>
        {fieldError('message')}
      </div>

      <input type="hidden" name="email_share[_token]" value={token} />
      <input type="hidden" name="email_share_from[title]" value={title} />
      <input type="hidden" name="email_share_from[url]" value={url} />
      <div
        className={styles.captcha}
        data-captcha={captcha.status}
        role="group"
        aria-label="Captcha"
      >
        <input type="hidden" name="captcha" value={captcha.value} />
        <p className={styles.captchaStatus}>
          <span className={styles.captchaMark} aria-hidden="true" />
          {CAPTCHA_TEXT[captcha.status]}
        </p>
        {captcha.status === 'failed' ? (
          <button type="button" className={styles.captchaRetry} onClick={captcha.renew}>
            Try again
          </button>
        ) : null}
      </div>

      <div className={styles.actions}>
        {/* aria-disabled, not disabled: the focused button keeps focus while sending. */}
        <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      <div role="status" className={styles.status}>
        {status.kind === 'sent' ? status.message : null}
      </div>
    </form>
  );
}
