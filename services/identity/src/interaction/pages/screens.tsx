import { fieldErrorProps, Notice, PageShell } from './page-shell';
import { NewPasswordField } from './password-fields';

interface Common {
  site: string;
}

/**
 * A form's error (WCAG 3.3.1, 4.1.2): its message above the form and, in `invalid`, the name
 * of the field it is about, which is marked and linked to it and takes the focus; an error
 * about no field of the screen (a network that failed, too many tries) takes the focus itself.
 */
interface FormError {
  error?: string;
  invalid?: string;
}

/** Whether the notice takes the focus: an error that none of the screen's fields is marked by. */
const noticeFocus = (props: FormError, fields: readonly string[]) =>
  Boolean(props.error) && !fields.includes(props.invalid ?? '');

/** Whether the error is about `field`. */
const isInvalid = (props: FormError, field: string) =>
  Boolean(props.error) && props.invalid === field;

export interface SocialOption {
  name: string;
  /** Set only when the option is configured; otherwise the button says it is not. */
  href?: string;
}

/** The address field of the first step and of the reset request. */
function EmailField({ value, invalid }: { value?: string; invalid: boolean }) {
  return (
    <div className="field">
      <label htmlFor="email">Email address</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={value}
        {...fieldErrorProps(invalid)}
      />
    </div>
  );
}

/** Step 1: email first (spec 001 s2), then the provider checks whether the address is new. */
export function EmailScreen(
  props: Common & FormError & { uid: string; email?: string; socials: SocialOption[] },
) {
  return (
    <PageShell site={props.site} title="Sign in or join" failed={Boolean(props.error)}>
      <Notice error={props.error} focus={noticeFocus(props, ['email'])} />
      <form
        method="post"
        action={`/interaction/${props.uid}/email`}
        data-checking-status="checking"
      >
        <EmailField value={props.email} invalid={isInvalid(props, 'email')} />
        <button type="submit">Continue</button>
        <p id="checking" className="notice info" role="status" hidden>
          Checking your email address…
        </p>
      </form>
      <div className="socials">
        <p>Or continue with</p>
        {props.socials.map((social) =>
          social.href ? (
            <a key={social.name} className="button secondary" href={social.href}>
              {`Continue with ${social.name}`}
            </a>
          ) : (
            <button key={social.name} type="button" className="secondary" disabled>
              {`${social.name} sign-in is not configured`}
            </button>
          ),
        )}
      </div>
    </PageShell>
  );
}

/** Step 2 for a known address: its password. */
export function PasswordScreen(props: Common & FormError & { uid: string; email: string }) {
  const reset = `/reset?${new URLSearchParams({ email: props.email, interaction: props.uid })}`;
  return (
    <PageShell site={props.site} title="Welcome back" failed={Boolean(props.error)}>
      <Notice error={props.error} focus={noticeFocus(props, ['password'])} />
      <form method="post" action={`/interaction/${props.uid}/login`}>
        <input type="hidden" name="email" value={props.email} />
        <p className="email">{props.email}</p>
        <div className="field">
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            {...fieldErrorProps(isInvalid(props, 'password'))}
          />
        </div>
        <button type="submit">Sign in</button>
      </form>
      <p>
        <a href={reset}>Forgot your password?</a>
      </p>
      <p>
        <a href={`/interaction/${props.uid}`}>Use another email address</a>
      </p>
    </PageShell>
  );
}

/** Step 2 for a new address: a password (with the checklist) and the terms. */
export function JoinScreen(
  props: Common &
    FormError & {
      uid: string;
      email: string;
      password?: string;
      termsUrl: string;
    },
) {
  return (
    <PageShell site={props.site} title="Create your account" failed={Boolean(props.error)}>
      <Notice error={props.error} focus={noticeFocus(props, ['password', 'terms'])} />
      <form method="post" action={`/interaction/${props.uid}/join`}>
        <input type="hidden" name="email" value={props.email} />
        <p className="email">{props.email}</p>
        <NewPasswordField
          id="password"
          label="Create a password"
          value={props.password}
          invalid={isInvalid(props, 'password')}
        />
        <TermsField termsUrl={props.termsUrl} invalid={isInvalid(props, 'terms')} />
        <button type="submit">Create account</button>
      </form>
      <p>
        <a href={`/interaction/${props.uid}`}>Use another email address</a>
      </p>
    </PageShell>
  );
}

/** The terms a new reader accepts (joining with a password or with a social network). */
function TermsField({ termsUrl, invalid }: { termsUrl: string; invalid: boolean }) {
  return (
    <div className="field checkbox">
      <input
        id="terms"
        name="terms"
        type="checkbox"
        value="accepted"
        {...fieldErrorProps(invalid)}
      />
      <label htmlFor="terms">
        I agree to the <a href={termsUrl}>Terms &amp; Conditions</a>
      </label>
    </div>
  );
}

/** Step 2 for a new reader of a social network: the address it gave, and the terms. */
export function SocialJoinScreen(
  props: Common &
    FormError & {
      uid: string;
      network: string;
      email: string;
      join: string;
      termsUrl: string;
    },
) {
  return (
    <PageShell site={props.site} title="Create your account" failed={Boolean(props.error)}>
      <Notice error={props.error} focus={noticeFocus(props, ['terms'])} />
      <form method="post" action={`/interaction/${props.uid}/social-join`}>
        <input type="hidden" name="join" value={props.join} />
        <p>{`Signed in with ${props.network} as`}</p>
        <p className="email">{props.email}</p>
        <TermsField termsUrl={props.termsUrl} invalid={isInvalid(props, 'terms')} />
        <button type="submit">Create account</button>
      </form>
      <p>
        <a href={`/interaction/${props.uid}`}>Use another email address</a>
      </p>
    </PageShell>
  );
}

/** Asks for the address to send a reset link to. */
export function ResetRequestScreen(
  props: Common & FormError & { email?: string; interaction?: string; sent?: boolean },
) {
  const back = props.interaction ? `/interaction/${props.interaction}` : undefined;
  return (
    <PageShell site={props.site} title="Reset your password" failed={Boolean(props.error)}>
      <Notice
        error={props.error}
        focus={noticeFocus(props, ['email'])}
        info={
          props.sent
            ? 'If an account uses that address, we have sent it an email with a link to reset the password.'
            : undefined
        }
      />
      <form method="post" action="/reset">
        {props.interaction ? (
          <input type="hidden" name="interaction" value={props.interaction} />
        ) : null}
        <EmailField value={props.email} invalid={isInvalid(props, 'email')} />
        <button type="submit">Send me a reset link</button>
      </form>
      {back ? (
        <p>
          <a href={back}>Back to sign in</a>
        </p>
      ) : null}
    </PageShell>
  );
}

/** The new password, reached from the mailed link. */
export function NewPasswordScreen(
  props: Common & FormError & { token: string; password?: string },
) {
  return (
    <PageShell site={props.site} title="Choose a new password" failed={Boolean(props.error)}>
      <Notice error={props.error} focus={noticeFocus(props, ['password'])} />
      <form method="post" action={`/reset/${props.token}`}>
        <NewPasswordField
          id="password"
          label="New password"
          value={props.password}
          invalid={isInvalid(props, 'password')}
        />
        <button type="submit">Save the new password</button>
      </form>
    </PageShell>
  );
}

/** A screen with a message and a way on: a reset done, a link expired, an error. */
export function MessageScreen(
  props: Common & {
    title: string;
    message: string;
    link?: { href: string; text: string };
    error?: boolean;
  },
) {
  return (
    <PageShell site={props.site} title={props.title} failed={props.error}>
      <Notice
        error={props.error ? props.message : undefined}
        info={props.error ? undefined : props.message}
      />
      {props.link ? (
        <p>
          <a href={props.link.href}>{props.link.text}</a>
        </p>
      ) : null}
    </PageShell>
  );
}

/** RP-initiated logout: the provider's form, sent at once by the page script (no JS: a button). */
export function LogoutScreen(props: Common & { form: string }) {
  return (
    <PageShell site={props.site} title="Signing you out">
      {/* oidc-provider's own form (its action and anti-forgery token); nothing of the request. */}
      <div dangerouslySetInnerHTML={{ __html: props.form }} />
      <button type="submit" form="op.logoutForm" name="logout" value="yes" data-auto-submit="">
        Sign out
      </button>
    </PageShell>
  );
}

/** A step that needs Redis while it is out of reach (answered 503): try again later. */
export function UnavailableScreen(props: Common & { message: string; siteUrl: string }) {
  return (
    <MessageScreen
      site={props.site}
      title="Sign-in unavailable"
      message={props.message}
      link={{ href: `${props.siteUrl}/`, text: `Back to ${props.site}` }}
      error
    />
  );
}
