import type { PageFooter } from '@bytewire/contracts';
import { SLOGAN } from './header';

/** The six social buttons of spec 001 s2, in order: label and host. */
const SOCIAL_NETWORKS = [
  ['Facebook', 'facebook.com'],
  ['Twitter', 'x.com'],
  ['LinkedIn', 'linkedin.com'],
  ['YouTube', 'youtube.com'],
  ['Instagram', 'instagram.com'],
  ['TikTok', 'tiktok.com'],
] as const;

/**
 * The media company that runs the publication (spec 001 s1 names none): the footer says
 * "{publication} is part of {company}".
 */
export const PARENT_COMPANY = 'Northwire Media';

/** The privacy settings the footer's links depend on (a link's `showWhen` names one). */
export interface FooterPrivacySettings {
  /** Show the state-privacy-law link ('Your Privacy Choices') of the policy line. */
  statePrivacyLaw: boolean;
}

/**
 * The reference API's setting: the state-privacy-law link is off, as on the live US edition
 * outside the states whose laws require it.
 */
export const DEFAULT_FOOTER_PRIVACY: FooterPrivacySettings = { statePrivacyLaw: false };

/**
 * The footer of spec 001 s2: columns alpha, beta and charlie, social buttons, the lazy
 * background image, the policy line and the privacy settings that decide its optional link.
 */
export function buildFooter(
  publicationName: string,
  siteId: string,
  year: number,
  settings: FooterPrivacySettings = DEFAULT_FOOTER_PRIVACY,
): PageFooter {
  return {
    slogan: SLOGAN,
    columns: {
      alpha: [
        { label: 'Topics', url: '/topic/', translationKey: 'footer.topics' },
        { label: 'Galleries', url: '/pictures/', translationKey: 'footer.galleries' },
        { label: 'Videos', url: '/video/', translationKey: 'footer.videos' },
        {
          label: 'California privacy info',
          url: '/privacy-policy/#california',
          translationKey: 'footer.californiaPrivacy',
        },
      ],
      beta: [
        { label: 'About', url: '/about/', translationKey: 'footer.about' },
        { label: 'Meet the team', url: '/meet-the-team/', translationKey: 'footer.meetTheTeam' },
        { label: 'Sitemap', url: '/sitemap/', translationKey: 'footer.sitemap' },
        { label: 'Reprint policy', url: '/reprints/', translationKey: 'footer.reprintPolicy' },
      ],
      charlie: [
        { label: 'Account', url: '/members/preferences/', translationKey: 'footer.user' },
        { label: 'Newsletters', url: '/newsletters/', translationKey: 'footer.newsletters' },
        {
          label: 'Site assistance',
          url: `https://help.${siteId}.example/`,
          external: true,
          translationKey: 'footer.siteAssistance',
        },
        {
          label: 'Licensing',
          url: `https://licensing.${siteId}.example/`,
          external: true,
          translationKey: 'footer.licensing',
        },
      ],
    },
    copyright: `© ${year} ${publicationName}. All rights reserved.`,
    parentCompany: PARENT_COMPANY,
    policyLinks: [
      {
        label: 'Privacy Policy',
        url: '/privacy-policy/',
        newTab: true,
        translationKey: 'footer.privacyPolicy',
      },
      {
        label: 'Your Privacy Choices',
        url: '/do-not-sell-or-share-my-personal-information/',
        newTab: true,
        showWhen: 'statePrivacyLaw',
        translationKey: 'footer.privacyChoices',
      },
      // Not a page: the site shows this entry as the one control that opens the consent
      // preferences (web/src/chrome/Footer), in place.
      {
        label: 'Cookie Settings',
        url: '#cookie-settings',
        newTab: true,
        translationKey: 'footer.cookieSettings',
      },
      { label: 'Advertise', url: '/advertise/', newTab: true, translationKey: 'footer.advertise' },
      {
        label: 'Terms of Use',
        url: `https://legal.${siteId}.example/terms-of-use/`,
        external: true,
        newTab: true,
        translationKey: 'footer.termsOfUse',
      },
    ],
    social: SOCIAL_NETWORKS.map(([label, host]) => ({
      label,
      url: `https://www.${host}/${siteId}`,
      external: true,
      newTab: true,
    })),
    // The brand's footer art, which the site serves itself (web/public/brand).
    backgroundImage: {
      desktop: '/brand/footer-desktop.svg',
      mobile: '/brand/footer-mobile.svg',
    },
    privacy: { statePrivacyLaw: settings.statePrivacyLaw },
  };
}
