import type { ReaderProfile } from '@bytewire/contracts';

/** Spec 001 s3's auth user: the claims of the reader's ID token the site reads. */
export interface AuthUser {
  sub: string;
  email: string;
  login_count: number;
}

/** The reader's profile as the newsletter proxy answers it (`data.data.item`). */
export type Profile = ReaderProfile;

/** Spec 001 s3's auth state. */
export interface AuthState {
  /** Auth init has finished (spec 001 s4): the page knows whether the reader is signed in. */
  fetchComplete: boolean;
  loggedIn: boolean;
  user?: AuthUser;
  profile?: Profile;
}

export const SIGNED_OUT: AuthState = { fetchComplete: true, loggedIn: false };
export const NOT_YET: AuthState = { fetchComplete: false, loggedIn: false };
