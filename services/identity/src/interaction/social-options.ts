import type { SocialOption } from './pages/screens';

/**
 * The two social sign-in options of spec 001 s2. Neither is configured in this cluster (no
 * outside host is reachable), so both say so; configuring one means federating to it.
 */
export function socialOptions(): SocialOption[] {
  return [{ name: 'Google' }, { name: 'Facebook' }];
}
