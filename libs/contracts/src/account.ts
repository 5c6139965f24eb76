/**
 * The account rules of spec 001 s5, shared by the identity provider's screens, the profile
 * endpoints and the browser's forms: the password rule and its checklist, the terms rule and
 * the messages. Pure, so that every side applies one rule.
 */
import { EMAIL_SHARE_REQUIRED_MESSAGE } from './email-share';

/** Spec 001 s5 and s9: "Password minimum length 6". */
export const PASSWORD_MIN_LENGTH = 6;

/** Spec 001 s5: the checklist shown beside a new password, in its order. */
export const PASSWORD_CHECKLIST = [
  { flag: 'validLength', label: '6 characters minimum' },
  { flag: 'numbers', label: '1 number' },
  { flag: 'letters', label: '1 letter' },
  { flag: 'specialChars', label: '1 special character' },
] as const;

/** Spec 001 s5: "Please agree to the Terms & Conditions to continue." */
export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms & Conditions to continue.';
/** Spec 001 s5: a required field left empty (the same words as the email share form's). */
export const REQUIRED_FIELDS_MESSAGE = EMAIL_SHARE_REQUIRED_MESSAGE;
/** Spec 001 s5: the sign-in or join screen's answer to an address that is not one. */
export const SIGN_IN_EMAIL_INVALID_MESSAGE = 'Oops! Please enter a valid email';
/** A password that breaks the rule; the checklist beside it says which part. */
export const PASSWORD_RULE_MESSAGE =
  'Your password must have 6 characters minimum, 1 number, 1 letter and 1 special character, and no spaces.';
/** The longest password taken: bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG_MESSAGE = `Your password can be at most ${PASSWORD_MAX_LENGTH} characters long.`;

/** The profile form's password change (the provider and the profile API say the same). */
export const PASSWORDS_DIFFER_MESSAGE = 'The new password and its confirmation differ';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Your current password is required to set a new one';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';
/** An address change to an address another account has. */
export const EMAIL_TAKEN_MESSAGE = 'Another account already uses this email address';

/** Spec 001 s5's result flags, plus what `meetsReqs` also needs. */
export interface PasswordCheck {
  validLength: boolean;
  letters: boolean;
  numbers: boolean;
  specialChars: boolean;
  /** Any 3 of the 4 classes: number, special character, uppercase, lowercase. */
  threeClasses: boolean;
  noSpaces: boolean;
  /** Every rule holds. */
  meetsReqs: boolean;
}

/**
 * Spec 001 s5: at least 6 characters, 1 letter, 1 number, 1 special character; any 3 of 4
 * classes (number, special character, uppercase, lowercase); no spaces. Letters are any
 * script's; a special character is anything that is neither a letter, a digit nor a space.
 */
export function checkPassword(password: string): PasswordCheck {
  const characters = Array.from(password);
  const letters = /\p{L}/u.test(password);
  const numbers = /\p{Nd}/u.test(password);
  const specialChars = /[^\p{L}\p{Nd}\s]/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const lower = /\p{Ll}/u.test(password);
  const threeClasses = [numbers, specialChars, upper, lower].filter(Boolean).length >= 3;
  const noSpaces = !/\s/u.test(password);
  const validLength =
    characters.length >= PASSWORD_MIN_LENGTH && characters.length <= PASSWORD_MAX_LENGTH;
  return {
    validLength,
    letters,
    numbers,
    specialChars,
    threeClasses,
    noSpaces,
    meetsReqs: validLength && letters && numbers && specialChars && threeClasses && noSpaces,
  };
}

/** The message for a password that breaks the rule, or undefined when it holds. */
export function passwordProblem(password: string): string | undefined {
  if (Array.from(password).length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  return checkPassword(password).meetsReqs ? undefined : PASSWORD_RULE_MESSAGE;
}

/** Addresses are compared without case: one account per address however it is typed. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A reader's profile as the readers' API answers it (`GET .../users/rna/{site}/user`, at
 * `data.data.item`): spec 001 s3's profile edit fields but the passwords, and the account id.
 */
export interface ReaderProfile {
  /** The account's subject id. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  /** ISO 3166-1 alpha-2, or empty. */
  country: string;
  /** The avatar service's image for the address (by its hash). */
  avatar: string;
}

/** A newsletter readers can subscribe to (spec 001 s3: id, description, the two journey ids). */
export interface Newsletter {
  id: string;
  name: string;
  description: string;
  /** How often it goes out, as a reader reads it. */
  frequency: string;
  subscribeJourneyId: string;
  unsubscribeJourneyId: string;
}

/** One of a reader's recent comments, as the member area's Community tab lists it. */
export interface RecentComment {
  id: string;
  /** The comment as plain text on one line, cut at 280 characters. */
  text: string;
  /** ISO date-time. */
  createdAt: string;
  /** The story's title. */
  threadTitle: string;
  /** The comment under its story (an http(s) URL). */
  url: string;
}

/**
 * `GET /api/neutron/users/{site}/{discussion}/comments`: the reader's recent comments, newest
 * first. `configured` is false when the discussion service's API is not configured (the list
 * is then empty and the site says comments are not open).
 */
export interface RecentCommentsAnswer {
  data: { configured: boolean; items: RecentComment[] };
}

/**
 * Spec 001 s2's two social sign-in options: the identity provider federates to each one it is
 * configured for, and the site's modal offers those (the site says which in
 * OIDC_SOCIAL_NETWORKS) and sends the reader to the provider naming the network (`idp_hint`).
 */
export const SOCIAL_NETWORKS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
] as const;
export type SocialNetworkId = (typeof SOCIAL_NETWORKS)[number]['id'];

export function isSocialNetworkId(value: unknown): value is SocialNetworkId {
  return SOCIAL_NETWORKS.some((network) => network.id === value);
}
