/**
 * The consent categories of spec 001 s8, shared with the gateway (AMP pages' consent), from
 * @bytewire/site's consent module (not its index: the entry chunk stays as it is).
 */
export {
  CONSENT_CATEGORIES,
  isConsentCategory,
  type ConsentCategory,
} from '@bytewire/site/consent';
