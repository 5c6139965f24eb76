/**
 * The contact form (spec 001 s2: heading, description, subject, success message): name, email
 * address, subject and message, all required. No native validation (`noValidate`): the shared
 * rules of `@bytewire/contracts` check it on submit, as the endpoint does, and mark each field
 * (aria-invalid, aria-describedby to its message), announce the form's message in an alert
 * region and focus the first field to fix (the email-a-friend form's way). The success message
 * is announced in a status region.
 */
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactTextLength,
  firstInvalidContactField,
  validateContact,
  type ContactField,
  type ContactValues,
} from '@bytewire/contracts';
import {
  FieldCounter,
  FormField,
  SubmitButton,
  fieldInputClass,
} from '../../components/FormField/FormField';
import { useCheckedForm } from '../../components/FormField/use-checked-form';
import { FormMessage } from '../../components/FormMessage/FormMessage';
import styles from './ContactScreen.module.css';
import { submitContact } from './submit-contact';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

const LINE_FIELDS: readonly {
  field: Exclude<ContactField, 'message'>;
  label: string;
  type: 'email' | 'text';
  autoComplete: string;
}[] = [
  { field: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Your email address', type: 'email', autoComplete: 'email' },
  { field: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
];

export function ContactForm() {
  const { values, result, status, sending, fields, onChange, onSubmit } = useCheckedForm({
    empty: EMPTY,
    validate: validateContact,
    firstToFix: (validation) => firstInvalidContactField(validation) ?? 'name',
    send: (posted: ContactValues) =>
      submitContact({
        name: posted.name.trim(),
        email: posted.email.trim(),
        subject: posted.subject.trim(),
        message: posted.message.trim(),
      }),
  });
  const messageLength = contactTextLength(values.message);

  const fieldProps = (field: ContactField) => ({
    id: fields.fieldId(field),
    name: `contact[${field}]`,
    'data-field': field,
    value: values[field],
    onChange,
    'aria-invalid': fields.isInvalid(field) || undefined,
    'aria-required': true,
    className: fieldInputClass,
    ref: (element: HTMLElement | null) => fields.setFieldElement(field, element),
  });

  return (
    <form
      className={styles.form}
      action="/user/contact/xhr/"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      aria-label="Contact form"
    >
      <FormMessage role="alert" id={fields.formErrorId}>
        {result?.formError ?? (status.kind === 'error' ? status.message : null)}
      </FormMessage>

      {LINE_FIELDS.map(({ field, label, ...input }) => (
        <FormField
          key={field}
          inputId={fields.fieldId(field)}
          label={label}
          error={result?.fieldErrors[field]}
          errorId={fields.errorId(field)}
        >
          <input {...fieldProps(field)} {...input} aria-describedby={fields.describedBy(field)} />
        </FormField>
      ))}

      <FormField
        inputId={fields.fieldId('message')}
        label="Message"
        error={result?.fieldErrors.message}
        errorId={fields.errorId('message')}
      >
        <textarea
          {...fieldProps('message')}
          aria-describedby={fields.describedBy('message', fields.counterId)}
          className={`${fieldInputClass} ${styles.textarea}`}
          rows={8}
        />
        <FieldCounter
          id={fields.counterId}
          length={messageLength}
          max={CONTACT_MESSAGE_MAX_LENGTH}
        />
      </FormField>

      <div>
        <SubmitButton label="Send message" sending={sending} className={styles.submit} />
      </div>
      <FormMessage role="status">{status.kind === 'sent' ? status.message : null}</FormMessage>
    </form>
  );
}
