/**
 * The email share form (spec 001 s3, s5): Send to, Your email address, Your name, an optional
 * message of at most 1500 characters with a live counter, hidden title, url and form token, and
 * a captcha. No native validation (`noValidate`): the shared rules check it on submit, mark the
 * fields (aria-invalid, aria-describedby), announce the form's message in an alert region and
 * focus the first field to fix; nothing is posted until the form is valid. The captcha
 * (use-captcha.ts) is solved while the reader types and renewed after every post.
 */
import {
  EMAIL_SHARE_FIELDS,
  EMAIL_SHARE_MESSAGE_MAX_LENGTH,
  emailShareMessageLength,
  firstInvalidField,
  validateEmailShare,
  type EmailShareField,
  type EmailShareValues,
} from '@bytewire/contracts';
import { useState, type RefObject } from 'react';
import {
  FieldCounter,
  FormField,
  SubmitButton,
  fieldInputClass,
} from '../../../../components/FormField/FormField';
import { useCheckedForm } from '../../../../components/FormField/use-checked-form';
import { FormMessage } from '../../../../components/FormMessage/FormMessage';
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
  const [token, setToken] = useState(readFormToken);
  const captcha = useEmailShareCaptcha();
  const { values, result, status, sending, fields, onChange, onSubmit } = useCheckedForm({
    empty: EMPTY,
    validate: validateEmailShare,
    firstToFix: (validation) => firstInvalidField(EMAIL_SHARE_FIELDS, validation) ?? 'to',
    send: async (posted: EmailShareValues) => {
      // The challenge request sets the token cookie: read it once the answer is there.
      const captchaAnswer = await captcha.answer();
      const freshToken = readFormToken();
      setToken(freshToken);
      const outcome = await submitEmailShare({
        values: {
          to: posted.to.trim(),
          from: posted.from.trim(),
          name: posted.name.trim(),
          message: posted.message,
        },
        token: freshToken,
        title,
        url,
        captcha: captchaAnswer,
      });
      // Spent by the endpoint whatever it answered.
      captcha.renew();
      return outcome;
    },
  });
  const messageLength = emailShareMessageLength(values.message);

  const fieldProps = (field: EmailShareField) => ({
    id: fields.fieldId(field),
    name: `email_share[${field}]`,
    'data-field': field,
    value: values[field],
    onChange,
    'aria-invalid': fields.isInvalid(field) || undefined,
    'aria-describedby': fields.describedBy(field),
    className: fieldInputClass,
  });

  const fieldFrame = (field: EmailShareField, label: string) => ({
    inputId: fields.fieldId(field),
    label,
    labelClassName: styles.label,
    error: result?.fieldErrors[field],
    errorId: fields.errorId(field),
  });

  return (
    <form
      className={styles.root}
      action="/user/email-friend/xhr/"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
    >
      <FormMessage role="alert" id={fields.formErrorId}>
        {result?.formError ?? (status.kind === 'error' ? status.message : null)}
      </FormMessage>

      {TEXT_FIELDS.map(({ field, label, ...input }) => (
        <FormField key={field} {...fieldFrame(field, label)}>
          <input
            {...fieldProps(field)}
            ref={(element) => {
              if (field === 'to') firstFieldRef.current = element;
              fields.setFieldElement(field, element);
            }}
            {...input}
            aria-required="true"
          />
        </FormField>
      ))}

      <FormField {...fieldFrame('message', 'Message (optional)')}>
        <textarea
          {...fieldProps('message')}
          ref={(element) => fields.setFieldElement('message', element)}
          aria-describedby={fields.describedBy('message', fields.counterId)}
          className={`${fieldInputClass} ${styles.textarea}`}
          rows={5}
        />
        <FieldCounter
          id={fields.counterId}
          length={messageLength}
          max={EMAIL_SHARE_MESSAGE_MAX_LENGTH}
          className={styles.counter}
        />
      </FormField>

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
        <SubmitButton label="Send" sending={sending} className={styles.submit} />
      </div>
      <FormMessage role="status">{status.kind === 'sent' ? status.message : null}</FormMessage>
    </form>
  );
}
