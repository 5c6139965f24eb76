/**
 * Entities of the content platform (spec 000 section 3), as the content API answers them.
 * Fields the platform may leave out are optional; where the spec names a default it is
 * noted on the field. Types are plain data: every value here survives JSON.
 */
import type { ContentCore, ContentDate, ImageCore } from './entity-schemas';
import type { ListicleCore, ReviewCardCore } from './item-schemas';
import type { EditionSlug, PageComponent, Paging } from './page-response';

export type { ContentCore, ContentDate, ImageCore } from './entity-schemas';

/** Default image size when the size is unknown (spec 000 s3). */
export const DEFAULT_IMAGE_SIZE = { width: 456, height: 306 } as const;

/** An image: id, path, URL, size and texts are checked at the boundary (ImageCore). */
export interface Image extends ImageCore {
  filename?: string;
  dateCreated?: ContentDate;
  /** Crop gravity code, 0 to 9. */
  cropGravity?: number;
  /** Crop in the form `WxH+x+y`. */
  crop?: string;
  typeName?: string;
  bucketPath?: string;
  bucketType?: string;
  title?: string;
  size?: string;
}

export interface SocialProfile {
  /** Shown with an @ prefix, which the platform may omit. */
  twitter?: string;
  facebookProfile?: string;
  facebookPage?: string;
  instagram?: string;
}

export interface User {
  id: string;
  username?: string;
  profileUrl?: string;
  email?: string;
  firstName: string;
  lastName: string;
  jobTitle?: string;
  dateCreated?: ContentDate;
  image?: Image;
  socialProfileIds?: SocialProfile;
  authorBio?: string;
}

export interface Profile {
  id: string;
  authorBio?: string;
  byline?: string;
  authorDisclosure?: string;
  awardsAndCredentials?: string;
  bureau?: string;
  education?: string;
  expertise?: string;
  title?: string;
}

/** An author: the profile slug exists only for authors with a bureau (see authorProfileSlug). */
export interface Author extends User {
  profile?: Profile;
  title?: string;
  bio?: string;
  bureau?: string;
  authorDisclosure?: string;
}

export interface Topic {
  id: string;
  slug: string;
  name: string;
  typeName?: string;
  uuid?: string;
  primary?: boolean;
  /** Ancestor topics, root first. */
  topicPath?: Topic[];
}

/** A topic placed in the hierarchy. */
export interface HTopic extends Topic {
  typePath?: string;
  /** Ancestor ids and own id joined by '/'. */
  hPath?: string;
  /** Ancestor slugs and own slug joined by '/'. */
  hslugPath?: string;
}

export interface Tag {
  slug: string;
  name: string;
}

export interface Annotation {
  id: string;
  score?: number;
  termIdInSource?: string;
  termName?: string;
  termSourceType?: string;
  typeName?: string;
}

export interface ContentPlatformData {
  revisionId?: string;
  ctopic?: string[];
  entity?: string[];
  ctax?: string[];
  csig?: string[];
}

export interface CollectionType {
  id: string;
  slug: string;
}

export interface Collection {
  id: string;
  slug: string;
  title: string;
  image?: Image;
  primary?: boolean;
  hide?: boolean;
  description?: string;
  threads?: { slug: string }[];
  typeSlug?: string;
  collectionType?: CollectionType;
}

/**
 * Base of articles, reviews, galleries and videos: id, slug, headline, title and the published
 * and updated dates are checked at the boundary (ContentCore), as is the image of an article,
 * review or gallery.
 */
export interface Content extends ContentCore {
  typeName?: string;
  /** Default `us`. */
  edition?: string;
  annotations?: Annotation[];
  contentPlatform?: ContentPlatformData;
  author?: Author;
  buyingCycle?: string;
  displayDatePublished?: ContentDate;
  displayDateUpdated?: ContentDate;
  collections?: Collection[];
  image?: Image;
  primaryCollection?: Collection;
  promoImage?: Image;
  /** `sponsored` marks paid content (as does a primary topic `infographic`). */
  section?: string;
  /** The kind of piece: news, how-to, best-list, deals, comparison, spotlight, longform. */
  subType?: string;
  /** The tag `faq-markup` sets the FAQ flag; `live-blog` forces NewsArticle schema. */
  tags?: Tag[];
  /** Primary topic first. */
  topics?: HTopic[];
}

export interface MerchantOffer {
  useMonetization?: boolean;
  /** The affiliate link to use when useMonetization is on. */
  monetizedUrl?: string;
  offerMerchant: string;
  /** Display price, e.g. `$1,199.99`. */
  offerPrice?: string;
  monetizationStatus?: string;
  /** The retailer's own product page. */
  rawUrl?: string;
  url?: string;
}

export interface Manufacturer {
  id: string;
  name: string;
  slug: string;
}

export interface ProductFamily {
  name: string;
  uuid: string;
  slug?: string;
  type?: string;
  siblings?: { name: string; uuid: string; slug: string; image?: Image }[];
}

export interface ProductAttribute {
  id: string;
  name: string;
  slug: string;
  val: string;
  valSlug?: string;
}

export interface ProductSeoUrl {
  code?: string;
  reviewType?: string;
  reviewUUID?: string;
  route?: string;
  slug: string;
  slugType?: string;
  style?: string;
}

export interface Reseller {
  id: string;
  name: string;
  url: string;
  price?: number;
  cpc?: number;
  tTag?: string;
  weight?: number;
}

export interface Product {
  cdId?: string;
  cdModel?: string;
  cdModelSlug?: string;
  htopic?: HTopic;
  msrp?: number;
  catName?: string;
  modelYear?: number;
  hes?: string;
  shortSpecs?: string[];
  name: string;
  sku?: string;
  slug: string;
  topic?: Topic;
}

/**
 * A product. Where it reaches a page (a review's techProduct, a gallery's relatedProduct, a
 * review card's or listicle's techProd) it is cleaned as the page enters (product-cleaning.ts):
 * priceSummary's low, high and product.msrp amounts (finite, 0 or more), currency a string,
 * specs and attributes entries with a string name and val, shortSpecs strings, family siblings
 * with a string name; anything else absent or left out.
 */
export interface TechProduct {
  id: string;
  product: Product;
  attributes?: ProductAttribute[];
  images?: Image[];
  seoUrl?: ProductSeoUrl;
  priceSummary?: { low?: number; high?: number; currency?: string };
  slugs?: string[];
  specs?: ProductAttribute[];
  family?: ProductFamily;
  manufacturer?: Manufacturer;
  /** Slugs of reviews of this product. */
  reviews?: string[];
  resellers?: Reseller[];
}

/**
 * A credit card offer attached to a listicle (finance content); cleaned where the page enters
 * (item-schemas.ts): non-blank strings, else absent.
 */
export interface CreditCardData {
  annualFee?: string;
  apr?: string;
  introBonus?: string;
  introApr?: string;
  balanceTransferApr?: string;
  balanceTransferFee?: string;
  lateFee?: string;
  penaltyApr?: string;
  foreignTransactionFee?: string;
  recommendedCredit?: string;
  rewardRates?: string[];
}

/**
 * One item of a list article, placed in the body by a `listicle` shortcode. uuid, hed, subhed,
 * description, like, dislike, imageGroup, merchantOffers, techProd and creditCardData are
 * checked and cleaned where the page enters (ListicleCore, item-schemas.ts; the product by
 * product-cleaning.ts).
 */
export interface Listicle extends ListicleCore {
  edition?: string;
  imageCaptionOverride?: string;
  imageCreditOverride?: string;
  shortcodeType?: string;
  supplementalText?: string;
  supplementalUrl?: string;
  usePricing?: boolean;
}

/**
 * A product verdict box, placed in the body by a `reviewcard` shortcode. uuid, productName,
 * rating (0 to 10 in steps of 0.1), editorsChoice, like, dislike, imageGroup, merchantOffers and
 * techProd are checked and cleaned where the page enters (ReviewCardCore).
 */
export interface ReviewCard extends ReviewCardCore {
  editorsDate?: number;
  editorsMonth?: number;
  editorsYear?: number;
  innovationAward?: boolean;
  innovationDate?: number;
  innovationMonth?: number;
  innovationYear?: number;
  imageCreditOverride?: string;
  shortcodeType?: string;
  usePricing?: boolean;
}

/**
 * Payloads of the body's shortcodes, by shortcode uuid (see docs/content-api.md). Only those
 * that can be shown are kept where the page enters (item-schemas.ts).
 */
export interface AdditionalShortcodeData {
  images?: Record<string, Image>;
  offers?: Record<string, MerchantOffer>;
}

/**
 * SEO and promotion fields shared by articles and reviews. Cleaned where the page enters
 * (content-fields.ts): promoImage a loadable image (with an imageUrl) or absent,
 * relAlternate a string or absent, relHrefLang the entries with a string href and hrefLang,
 * seoNewsKeywords the non-blank strings.
 */
export interface PromoSeoFields {
  promoDek?: string;
  promoHed?: string;
  promoImage?: Image;
  seoMetaDescription?: string;
  seoNewsKeywords?: string[];
  seoOgDescription?: string;
  seoOgImage?: Image;
  seoOgTitle?: string;
  seoTwitterCreator?: string;
  titleTag?: string;
  canonicalUrl?: string;
  noIndex?: boolean;
  relAlternate?: string;
  relHrefLang?: { href: string; hrefLang: string }[];
  relNext?: string;
  relPrev?: string;
}

export interface Article extends Content, PromoSeoFields {
  /** HTML with paragraphs, headings and `<shortcode>` tags. */
  body: string;
  dek?: string;
  mobileImage?: Image;
  layoutName?: string;
  relatedObjects?: ContentLink[];
  availableOn?: EditionSlug[];
  moreAuthors?: Author[];
  editors?: Author[];
  listicles?: Listicle[];
  reviewCards?: ReviewCard[];
  /** Shortcode types present in the body, e.g. image, commercelink, listicle, reviewcard. */
  shortcodeTags?: string[];
  additionalShortcodeData?: AdditionalShortcodeData;
  site?: string;
  type?: string;
  video?: Video;
  suppressAds?: boolean;
  suppressBio?: boolean;
  suppressComments?: boolean;
  wordCount?: number;
}

export interface SubRating {
  id: string;
  name: string;
  rating: number;
}

/**
 * A review. Its verdict (rating, good, bad, subRatings, merchantOffers), product and shortcode
 * payloads are cleaned where the page enters (item-schemas.ts): unusable entries left out, a
 * rating off the 0 to 10 scale absent. Its head fields (relHrefLang, relAlternate,
 * seoNewsKeywords) and promoImage are cleaned there too (content-fields.ts), as an
 * article's are.
 */
export interface Review extends Content, PromoSeoFields {
  body: string;
  /** Shortcodes of the body and their payloads, as on an article. */
  shortcodeTags?: string[];
  additionalShortcodeData?: AdditionalShortcodeData;
  dek?: string;
  good?: string[];
  bad?: string[];
  bottomLine?: string;
  editorsChoice?: boolean;
  editorsChoiceDate?: ContentDate;
  moreAuthors?: Author[];
  editors?: Author[];
  preferredProductName?: string;
  promoTitle?: string;
  /** 0 to 10 in steps of 0.1. */
  rating?: number;
  /** 0 to 5 in half steps. */
  starRating?: number;
  /** One of RATING_LABELS (see ratings.ts). */
  ratingLabel?: string;
  subRatings?: SubRating[];
  targetSlug?: string;
  type?: string;
  suppressAds?: boolean;
  merchantOffers?: MerchantOffer[];
  techProduct?: TechProduct;
  relatedObjects?: ContentLink[];
}

export interface GalleryItem {
  id: string;
  position: number;
  title?: string;
  headline?: string;
  description?: string;
  body?: string;
  image: Image;
  photoCredit?: string;
  relatedObjects?: ContentLink[];
  relatedProduct?: TechProduct;
}

export interface Gallery extends Content {
  title: string;
  canonicalUrl?: string;
  dek?: string;
  items: GalleryItem[];
  moreAuthors?: Author[];
  editors?: Author[];
  relatedObjects?: ContentLink[];
  relatedProduct?: TechProduct;
  type?: string;
}

/** Source types of video files (spec 000 s4). */
export const VIDEO_FILE_TYPES = ['HLS_CLEAR', 'HLS', 'HDS', 'WIFI', 'Downloadable'] as const;
export const VIDEO_FILE_FORMATS = ['m3u', 'm3u8', 'mpeg4'] as const;

export interface VideoFile {
  id: string;
  /** One of VIDEO_FILE_FORMATS. */
  format: string;
  /** One of VIDEO_FILE_TYPES, or empty. */
  type: string;
  /** Default `content_video_file`. */
  typeName?: string;
  url: string;
  width?: number;
  height?: number;
  audioBitrate?: number;
  videoBitrate?: number;
  codecs?: string;
  channels?: number;
  device?: string;
  downloadUrl?: string;
  duration?: number;
  frameRate?: number;
  language?: string;
  mpxId?: string;
  mpxPublicId?: string;
  size?: number;
  sourceUrl?: string;
  streamingUrl?: string;
  videoFormat?: string;
}

export interface VideoMetaData {
  collection?: string;
  duration?: number;
  files?: VideoFile[];
  mpxId?: string;
  mpxRefId?: string;
  promoDescription?: string;
  promoTitle?: string;
  ratingVChip?: string;
  section?: string;
  /** Default `LIVE`. */
  status?: string;
}

export interface VideoTranscript {
  id: string;
  videoId: string;
  data: string;
  format: string;
  process?: string;
  source?: string;
  typeName?: string;
}

export interface Video extends Omit<Content, 'image'> {
  title?: string;
  description?: string;
  /** Seconds, above 0 (cleaned where the page enters, else absent). */
  duration?: number;
  /** The files a player can use (cleaned where the page enters; none without a list). */
  files: VideoFile[];
  metaData?: VideoMetaData;
  manifestUrl?: string;
  mp4Url?: string;
  mp4Height?: number;
  mp4Width?: number;
  mp4?: string;
  mpxRefId?: string;
  imageUrl?: string;
  /** A path string or an image object with a path. */
  image?: string | Image;
  /** Default false. */
  suppressAds?: boolean;
  transcripts?: VideoTranscript[];
}

export interface RicochetCollectionItem {
  slug: string;
  title?: string;
  type?: string;
}

/** A link to a content item as listing components carry it. */
export interface ContentLink {
  id: string;
  /** article, collection, feature, gallery, product, review, topic or video. */
  contentType: string;
  slug: string;
  title: string;
  /** Site-relative URL of the item's canonical route. */
  url: string;
  type?: string;
  typeName?: string;
  author?: Author;
  body?: string;
  gallery?: Gallery;
  category?: string;
  children?: ContentLink[];
  contentUrl?: string;
  date?: ContentDate;
  datePublished?: ContentDate;
  description?: string;
  image?: Image;
  label?: string;
  name?: string;
  promoTitle?: string;
  section?: string;
  subType?: string;
  summary?: string;
  topics?: Topic[];
  isSponsored?: boolean;
  /** Review rating, for review links. */
  rating?: number;
  /** Video length in seconds, for video links. */
  duration?: number;
}

export interface ContentList {
  componentLabel?: string;
  description?: string;
  items: ContentLink[];
  paging?: Paging;
  slug?: string;
  title?: string;
  label?: string;
  viewMoreText?: string;
  viewMoreUrl?: string;
  relatedItems?: ContentLink[];
}

export interface EditorialLink {
  label?: string;
  linkText: string;
  linkUrl: string;
}

export interface EditorialLinks {
  componentLabel?: string;
  description?: string;
  items: EditorialLink[];
}

export interface RichText {
  id: string;
  title?: string;
  description?: string;
  /** HTML. */
  content: string;
}

export interface SeamlessItem {
  id: string;
  slug: string;
  /** Why the item follows: `collection` (the given collection's order) or `latest`. */
  source: string;
  title: string;
  /** article, review or video. */
  type: string;
  url: string;
}

/** A feature page is laid out as rows of columns; a column holds components and nested rows. */
export interface FeatureColumn {
  /** Width on the 12-column grid (FEATURE_GRID_COLUMNS), 1 to 12. */
  colspan: number;
  label?: string;
  components: PageComponent[];
  children?: FeatureRow[];
}

export interface FeatureRow {
  label?: string;
  columns: FeatureColumn[];
  children?: FeatureRow[];
}

/**
 * A feature's item as cleaned where the page enters (component-items.ts): colspans whole
 * numbers of the grid, labels, title and description non-blank or absent, the components
 * inside cleaned as a page's are.
 */
export interface Feature {
  id?: string;
  slug?: string;
  title?: string;
  description?: string;
  layout?: string;
  viewType?: string;
  rows: FeatureRow[];
}

/** Vanity URL types (spec 000 s3) and their HTTP status (spec 000 s4). */
export const URL_TYPES = [
  'OK',
  'NOT_FOUND',
  'MASK',
  'TEMPORARY_MASK',
  'PERMANENT_REDIRECT',
  'TEMPORARY_REDIRECT',
] as const;
export type UrlType = (typeof URL_TYPES)[number];

/** A vanity target: a URL string, or a content object by slug. */
export interface VanityTarget {
  edition?: string;
  /** `url`, or the content type of an object target (article, gallery, review, ...). */
  targetType: string;
  target: string | { slug?: string; availableOn?: EditionSlug[] };
}

export interface VanityResponse {
  id: string;
  urlType: UrlType;
  urlPath: string;
  /** Absent: enabled unless expired. */
  enabled?: boolean;
  dateExpired?: ContentDate;
  targets?: VanityTarget[];
  /** Some platform versions put targets under data. */
  data?: { targets?: VanityTarget[] };
  /** Set when the lookup failed or matched nothing: the caller stops. */
  error?: { code: number; message?: string };
}
