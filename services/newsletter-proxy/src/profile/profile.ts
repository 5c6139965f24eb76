import type { ReaderProfile } from '@bytewire/contracts';

/** A reader's profile as the site's profile form edits it (the contract of @bytewire/contracts). */
export type Profile = ReaderProfile;

/** The fields kept here; the address and the password belong to the identity provider. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'username', 'country'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
