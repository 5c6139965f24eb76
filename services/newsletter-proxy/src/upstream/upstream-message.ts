/** Longer than any message a reader should be shown from another service. */
const MESSAGE_MAX_LENGTH = 300;

/**
 * The `message` of another service's JSON refusal, when it is one short line of text that may
 * reach the reader as it is; else undefined (the caller says something of its own).
 */
export function upstreamMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const message = (json as { message?: unknown }).message;
  return typeof message === 'string' &&
    message.length > 0 &&
    message.length <= MESSAGE_MAX_LENGTH &&
    !/\p{Cc}/u.test(message)
    ? message
    : undefined;
}
