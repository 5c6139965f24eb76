/** Dictionary entries as the content API lists them (spec 000 s3 "Vanity response"). */
export const REDIRECT = {
  id: 'v-deals',
  urlType: 'PERMANENT_REDIRECT',
  urlPath: '/deals',
  enabled: true,
  targets: [{ edition: 'us', targetType: 'url', target: '/deals/best-laptop-deals/' }],
};

export const WITH_QUERY = {
  id: 'v-promo',
  urlType: 'TEMPORARY_REDIRECT',
  urlPath: '/promo/?b=2&a=1',
  targets: [{ edition: 'us', targetType: 'url', target: '/deals/' }],
};

export const OBJECT = {
  id: 'v-phone',
  urlType: 'MASK',
  urlPath: '/best-phone/',
  targets: [
    {
      edition: 'us',
      targetType: 'article',
      target: {
        slug: 'best-phones-of-the-year',
        availableOn: [{ edition: 'us', slug: 'best-phones-of-the-year' }],
      },
    },
  ],
};

export const GONE = {
  id: 'v-gone',
  urlType: 'NOT_FOUND',
  urlPath: '/Old-Page/',
  enabled: false,
  dateExpired: { date: '2020-01-01 00:00:00' },
  targets: [{ edition: 'us', targetType: 'url', target: '/' }],
};

export const DICTIONARY = [REDIRECT, WITH_QUERY, OBJECT, GONE];
