/**
 * The member area's Preferences tab: the profile form of spec 001 s3 (first name, last name,
 * username, email, country, the avatar from the avatar service, current, new and confirm
 * password), checked with the shared rules before it is sent (spec 001 s5's messages and the
 * password checklist), then saved through the profile call; the API's own refusals show as
 * they come.
 */
import { checkPassword, PASSWORD_CHECKLIST, type ReaderProfile } from '@bytewire/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useRootData } from '../../app/use-root-data';
import { useAuth } from '../../auth/AuthProvider';
import { ReadersApiError } from '../../auth/readers-api';
import { MemberButton } from '../MemberButton/MemberButton';
import { MemberPanel, PanelAlert, PanelStatus } from '../MemberPanel/MemberPanel';
import { saveProfile, type ProfileChanges } from '../member-api';
import { MEMBER_ERROR_MESSAGE } from '../NewslettersPanel';
import { profileFormProblem, type ProfileFields as Fields } from '../profile-form-rules';
import styles from './PreferencesPanel.module.css';

/** The form's alert, which describes the field it names. */
const ALERT_ID = 'profile-form-alert';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';
/** Spec 001 s9: the avatar service takes about 10 minutes to show a new picture. */
export const AVATAR_REFRESH_NOTE =
  'Your picture comes from the avatar service of your email address; a new one takes about 10 minutes to show.';

function fieldsOf(profile: ReaderProfile): Fields {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    email: profile.email,
    country: profile.country,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

export function PreferencesPanel({ profile }: { profile: ReaderProfile }) {
  const { site } = useRootData();
  const auth = useAuth();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const [invalid, setInvalid] = useState<keyof Fields>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const check = checkPassword(fields.newPassword);

  const set = (name: keyof Fields) => (value: string) => {
    setSaved(false);
    setFields((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const problem = profileFormProblem(fields);
    if (problem) {
      setInvalid(problem.field);
      setError(problem.message);
      // The email-a-friend form's way: the focus goes to the field to fix, which the alert
      // describes (WCAG 3.3.1).
      form.current?.querySelector<HTMLInputElement>(`#profile-${problem.field}`)?.focus();
      return;
    }
    setInvalid(undefined);
    setError(undefined);
    setSending(true);
    const changes: ProfileChanges = {
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email.trim(),
      country: fields.country,
      ...(fields.username ? { username: fields.username } : {}),
      ...(fields.newPassword
        ? {
            currentPassword: fields.currentPassword,
            newPassword: fields.newPassword,
            confirmPassword: fields.confirmPassword,
          }
        : {}),
    };
    try {
      const token = await auth.accessToken();
      if (!token) throw new Error('no access token');
      const next = await saveProfile(site.siteId, token, changes);
      setFields(fieldsOf(next));
      setSaved(true);
    } catch (failure) {
      console.error('Profile update failed', failure);
      setError(
        failure instanceof ReadersApiError && failure.status < 500
          ? failure.message
          : MEMBER_ERROR_MESSAGE,
      );
    } finally {
      setSending(false);
    }
  };

  const input = (name: keyof Fields, label: string, type = 'text', autoComplete?: string) => (
    <div className={styles.field}>
      <label htmlFor={`profile-${name}`}>{label}</label>
      <input
        id={`profile-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        aria-invalid={invalid === name ? true : undefined}
        aria-describedby={invalid === name ? ALERT_ID : undefined}
        onChange={(event) => set(name)(event.target.value)}
      />
    </div>
  );

  return (
    <MemberPanel titleId="member-preferences-title" title="Profile">
      <div className={styles.avatar}>
        {profile.avatar ? <img src={profile.avatar} alt="" width={64} height={64} /> : null}
        <p>{AVATAR_REFRESH_NOTE}</p>
      </div>
      <form
        ref={form}
        className={styles.form}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <PanelAlert id={ALERT_ID}>{error ?? ''}</PanelAlert>
        <PanelStatus>{saved ? PROFILE_SAVED_MESSAGE : ''}</PanelStatus>
        {input('firstName', 'First name', 'text', 'given-name')}
        {input('lastName', 'Last name', 'text', 'family-name')}
        {input('username', 'Username', 'text', 'username')}
        {input('email', 'Email', 'email', 'email')}
        {input('country', 'Country (two-letter code)', 'text', 'country')}
        <fieldset className={styles.passwords}>
          <legend>Change your password</legend>
          {input('currentPassword', 'Current password', 'password', 'current-password')}
          {input('newPassword', 'New password', 'password', 'new-password')}
          <ul className={styles.checklist} aria-label="Password requirements">
            {PASSWORD_CHECKLIST.map(({ flag, label }) => (
              <li key={flag} data-met={Boolean(fields.newPassword && check[flag])}>
                {label}
              </li>
            ))}
          </ul>
          {input('confirmPassword', 'Confirm new password', 'password', 'new-password')}
        </fieldset>
        <MemberButton type="submit" disabled={sending}>
          {sending ? 'Saving…' : 'Save'}
        </MemberButton>
      </form>
    </MemberPanel>
  );
}
