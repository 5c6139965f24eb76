/** The site's environment as tracking and ad targeting name it (`env`): the build's mode. */
export const SITE_ENV = import.meta.env.PROD ? 'production' : 'development';
