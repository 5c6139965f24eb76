import { Notice, PageShell } from './page-shell';
import { NewPasswordField } from './password-fields';

interface Common {
  site: string;
}

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
        aria-invalid={invalid ? true : undefined}
      />
    </div>
  );
}

/** Step 1: email first (spec 001 s2), then the provider checks whether the address is new. */
export function EmailScreen(
  props: Common & { uid: string; email?: string; error?: string; socials: SocialOption[] },
) {
  return (
    <PageShell site={props.site} title="Sign in or join">
      <Notice error={props.error} />
      <form
        method="post"
        action={`/interaction/${props.uid}/email`}
        data-checking-status="checking"
      >
        <EmailField value={props.email} invalid={Boolean(props.error)} />
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
export function PasswordScreen(props: Common & { uid: string; email: string; error?: string }) {
  const reset = `/reset?${new URLSearchParams({ email: props.email, interaction: props.uid })}`;
  return (
    <PageShell site={props.site} title="Welcome back">
      <Notice error={props.error} />
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
  props: Common & {
    uid: string;
    email: string;
    error?: string;
    password?: string;
    termsUrl: string;
  },
) {
  return (
    <PageShell site={props.site} title="Create your account">
      <Notice error={props.error} />
      <form method="post" action={`/interaction/${props.uid}/join`}>
        <input type="hidden" name="email" value={props.email} />
        <p className="email">{props.email}</p>
        <NewPasswordField id="password" label="Create a password" value={props.password} />
        <TermsField termsUrl={props.termsUrl} />
        <button type="submit">Create account</button>
      </form>
      <p>
        <a href={`/interaction/${props.uid}`}>Use another email address</a>
      </p>
    </PageShell>
  );
}

/** The terms a new reader accepts (joining with a password or with a social network). */
function TermsField({ termsUrl }: { termsUrl: string }) {
  return (
    <div className="field checkbox">
      <input id="terms" name="terms" type="checkbox" value="accepted" />
      <label htmlFor="terms">
        I agree to the <a href={termsUrl}>Terms &amp; Conditions</a>
      </label>
    </div>
  );
}

/** Step 2 for a new reader of a social network: the address it gave, and the terms. */
export function SocialJoinScreen(
  props: Common & {
    uid: string;
    network: string;
    email: string;
    join: string;
    error?: string;
    termsUrl: string;
  },
) {
  return (
    <PageShell site={props.site} title="Create your account">
      <Notice error={props.error} />
      <form method="post" action={`/interaction/${props.uid}/social-join`}>
        <input type="hidden" name="join" value={props.join} />
        <p>{`Signed in with ${props.network} as`}</p>
        <p className="email">{props.email}</p>
        <TermsField termsUrl={props.termsUrl} />
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
  props: Common & { email?: string; interaction?: string; error?: string; sent?: boolean },
) {
  const back = props.interaction ? `/interaction/${props.interaction}` : undefined;
  return (
    <PageShell site={props.site} title="Reset your password">
      <Notice
        error={props.error}
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
        <EmailField value={props.email} invalid={Boolean(props.error)} />
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
  props: Common & { token: string; error?: string; password?: string },
) {
  return (
    <PageShell site={props.site} title="Choose a new password">
      <Notice error={props.error} />
      <form method="post" action={`/reset/${props.token}`}>
        <NewPasswordField id="password" label="New password" value={props.password} />
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
    <PageShell site={props.site} title={props.title}>
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
