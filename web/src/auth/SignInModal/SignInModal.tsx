/**
 * The sign-in or join modal (spec 001 s2): email first, then the identity provider's own
 * screens (password, or a new password and the terms) by redirect, and back to this page. The
 * two social sign-in options send the reader to the provider naming the network when the
 * provider has it (OIDC_SOCIAL_NETWORKS), and otherwise say they are not configured. A refused
 * address marks its field (aria-invalid), which names the message (aria-describedby) and takes
 * the focus, as the email share form does.
 */
import {
  isEmailAddress,
  SIGN_IN_EMAIL_INVALID_MESSAGE,
  SOCIAL_NETWORKS,
  type SocialNetworkId,
} from '@bytewire/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../components/ModalDialog/ModalDialog';
import { useAuth } from '../AuthProvider';
import styles from './SignInModal.module.css';
import { SafariPrivacyWarning } from '../../site-status/SafariPrivacyWarning/SafariPrivacyWarning';

export interface SignInModalProps {
  open: boolean;
  onClose: () => void;
  publicationName: string;
  /** Where the reader comes back to: the page the modal opened on. */
  returnTo: string;
}

export const SIGN_IN_FAILED_MESSAGE = 'Error, please try again later';

export function SignInModal({ open, onClose, publicationName, returnTo }: SignInModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return <SignInDialog onClose={onClose} publicationName={publicationName} returnTo={returnTo} />;
}

function SignInDialog({ onClose, publicationName, returnTo }: Omit<SignInModalProps, 'open'>) {
  const auth = useAuth();
  const emailRef = useRef<HTMLInputElement>(null);
  const errorId = `${useId()}-error`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  // Each refused address: the field takes the focus once it is marked invalid.
  const [refusals, setRefusals] = useState(0);
  const emailInvalid = error === SIGN_IN_EMAIL_INVALID_MESSAGE;

  useEffect(() => {
    if (refusals > 0) emailRef.current?.focus();
  }, [refusals]);

  /** The browser leaves for the provider: nothing more happens here when it works. */
  const leave = async (request: { loginHint?: string; network?: SocialNetworkId }) => {
    setError(undefined);
    setSending(true);
    try {
      await auth.signIn({ returnTo, ...request });
    } catch {
      setSending(false);
      setError(SIGN_IN_FAILED_MESSAGE);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setError(SIGN_IN_EMAIL_INVALID_MESSAGE);
      setRefusals((count) => count + 1);
      return;
    }
    void leave({ loginHint: address });
  };

  return (
    <ModalDialog
      title={`Sign in or join ${publicationName}`}
      onClose={onClose}
      initialFocus={emailRef}
      className={styles.modal}
      dialogClassName={styles.dialog}
    >
      <form className={styles.root} noValidate onSubmit={onSubmit}>
        <p className={styles.intro}>
          Start with your email address: we will ask for your password, or help you create an
          account.
        </p>
        {/* Joining the TV guide from Safari (spec 001 s8): what blocks it, and the ways round. */}
        <SafariPrivacyWarning />
        <p id={errorId} className={styles.alert} role="alert">
          {error ?? ''}
        </p>
        <label className={styles.label} htmlFor="sign-in-email">
          Email address
        </label>
        <input
          ref={emailRef}
          id="sign-in-email"
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Continuing…' : 'Continue'}
        </button>
      </form>
      <div className={styles.socials}>
        <p className={styles.or}>or</p>
        {SOCIAL_NETWORKS.map(({ id, name }) =>
          auth.social?.includes(id) ? (
            <button
              key={id}
              type="button"
              className={styles.social}
              disabled={sending}
              onClick={() => void leave({ network: id })}
            >
              {`Continue with ${name}`}
            </button>
          ) : (
            <button key={id} type="button" className={styles.social} disabled>
              {`${name} sign-in is not configured`}
            </button>
          ),
        )}
      </div>
    </ModalDialog>
  );
}
