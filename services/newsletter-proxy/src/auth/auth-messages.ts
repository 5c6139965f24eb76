export const TOKEN_REQUIRED_MESSAGE = 'A bearer access token is required';
export const TOKEN_INVALID_MESSAGE = 'The access token is invalid';
export const TOKEN_EXPIRED_MESSAGE = 'The access token has expired';
export const PROVIDER_UNREACHABLE_MESSAGE =
  'The identity provider cannot be reached to check the access token; please try again';
