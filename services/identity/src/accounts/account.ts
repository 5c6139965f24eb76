/** A reader's account as the provider keeps it. Profile fields live with the site's APIs. */
export interface Account {
  /** The stable subject id of every token (a random UUID). */
  sub: string;
  email: string;
  passwordHash: string;
  /** ISO date-times. */
  createdAt: string;
  termsAcceptedAt: string;
  /** Successful sign-ins, the one that created the account included (spec 001 s4 `login_count`). */
  loginCount: number;
}
