/** A reader's account as the provider keeps it. Profile fields live with the site's APIs. */
export interface Account {
  /** The stable subject id of every token (a random UUID). */
  sub: string;
  email: string;
  /** Empty for an account made with a social network that has not set a password. */
  passwordHash: string;
  /** ISO date-times. */
  createdAt: string;
  termsAcceptedAt: string;
  /** Successful sign-ins, the one that created the account included (spec 001 s4 `login_count`). */
  loginCount: number;
}

/** A reader of a social network: the network and its stable id for the reader. */
export interface SocialLink {
  network: string;
  subject: string;
}
