import { CONSENT_CATEGORIES, type ConsentCategory } from './consent-categories';

/** How the preferences dialog names and explains each category (spec 001 s8's five). */
export const CATEGORY_TEXTS: readonly { id: ConsentCategory; name: string; purpose: string }[] = [
  {
    id: CONSENT_CATEGORIES.critical,
    name: 'Strictly necessary',
    purpose: 'Keep the site working: your sign-in, your edition and these choices. Always on.',
  },
  {
    id: CONSENT_CATEGORIES.performance,
    name: 'Performance',
    purpose: 'Count visits and measure how the site performs, so that we can improve it.',
  },
  {
    id: CONSENT_CATEGORIES.functional,
    name: 'Functional',
    purpose: 'Remember your choices and show the comments under stories.',
  },
  {
    id: CONSENT_CATEGORIES.targeting,
    name: 'Targeting',
    purpose: 'Show ads that match your interests, from us and our advertising partners.',
  },
  {
    id: CONSENT_CATEGORIES.social,
    name: 'Social media',
    purpose: 'Let you share stories to social networks, which may recognise you on other sites.',
  },
];

export const CONSENT_BANNER_TITLE = 'Your privacy choices';
export const PREFERENCES_TITLE = 'Cookie preferences';
