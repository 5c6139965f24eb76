// The contact form counts messages per visitor for an hour in Redis: see forget-rate-counts.ts.
import { forgetRateCounts } from './forget-rate-counts';

export function forgetContactSends(): Promise<void> {
  return forgetRateCounts('contact-');
}
