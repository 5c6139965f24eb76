/**
 * Article text rules shared by the server and the browser: link classes, text length estimate,
 * shortcode injection, FAQ and schema values. Rating labels live in @bytewire/contracts.
 */
export { classifyLink, OUTBOUND_REL } from './link-rules';
export type { LinkClass, LinkRuleOptions } from './link-rules';
export { DEFAULT_COMMERCE_HOSTS } from './commerce-hosts';
export { estimateTextLength, estimateHtmlLength, TEXT_LENGTH } from './text-length';
export { collapseLineBreaks, injectAfterParagraph } from './injection';
export { faqFromListicles } from './faq';
export type { FaqEntry } from './faq';
export {
  articleSchemaType,
  galleryHeadline,
  GUIDE_LIKE_TYPES,
  ADVERTISER_CONTENT_TYPE,
  LIVE_BLOG_TAG,
  GALLERY_HEADLINE_MAX,
} from './schema';
export type { ArticleSchemaType } from './schema';
export {
  isSponsored,
  hasFaq,
  isBestList,
  SPONSORED_SECTION,
  INFOGRAPHIC_TOPIC,
  FAQ_TAG,
  BEST_LIST_TYPES,
  BEST_LIST_SECTION,
} from './content-flags';
export { plainText, wordCount } from './html-text';
export { shortcodeTypes } from './shortcodes';
