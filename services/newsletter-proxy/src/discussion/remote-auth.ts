import { createHmac } from 'node:crypto';

/** What the discussion service learns of a signed-in reader. */
export interface DiscussionUser {
  id: string;
  username: string;
  email: string;
  avatar?: string;
}

/**
 * The discussion service's single sign-on payload (`remote_auth_s3`, spec 001 s3): the user
 * as base64 JSON, an HMAC-SHA1 of it and the time under the secret key, and the time, space
 * separated (Disqus's format). An empty user (`{}`) signs the reader out.
 */
export function remoteAuthS3(
  user: DiscussionUser | Record<string, never>,
  secretKey: string,
  now = new Date(),
): string {
  const message = Buffer.from(JSON.stringify(user)).toString('base64');
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = createHmac('sha1', secretKey).update(`${message} ${timestamp}`).digest('hex');
  return `${message} ${signature} ${timestamp}`;
}
