// Email-a-friend counts sends per visitor for ten minutes in Redis: see forget-rate-counts.ts.
import { forgetRateCounts } from './forget-rate-counts';

export function forgetEmailShareSends(): Promise<void> {
  return forgetRateCounts('email-share-');
}
