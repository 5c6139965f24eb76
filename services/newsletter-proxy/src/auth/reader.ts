/** The signed-in reader a request's access token names. */
export interface Reader {
  /** The account's subject id: the only key to a reader's data. */
  sub: string;
  /** The account's address, when the provider puts it in the token. */
  email?: string;
  /** The token itself, passed on to the newsletter platform in upstream mode. */
  accessToken: string;
}
