/**
 * The ad constants of spec 001 s9 (ad sizes, the skybox's and the omnibar's timings, the close
 * control's label, subsessions, regions, the video, contextual and search ads' settings, the ad
 * query parameters) and issue 9's lazy-load margin.
 */

/** A creative's width and height, in CSS pixels. */
export type AdSize = readonly [width: number, height: number];

/** Leader sizes: a skybox of one of these sticks and animates; any other is a billboard. */
export const LEADER_SIZES: readonly AdSize[] = [
  [320, 50],
  [728, 90],
  [970, 66],
];
/** An omnibar of one of these sizes sits at the top of the page. */
export const OMNIBAR_TOP_SIZES: readonly AdSize[] = [
  [970, 250],
  [970, 66],
  [728, 90],
];
/** An omnibar of this size sits at the bottom of the page, with the close control. */
export const OMNIBAR_BOTTOM_SIZES: readonly AdSize[] = [[320, 50]];
/** A creative of this size is no ad to show (a tracking pixel): the slot stays hidden. */
export const HIDDEN_SIZE: AdSize = [6, 6];

/** How long a top omnibar keeps the body's top margin (its height) before it hides. */
export const OMNIBAR_TOP_MARGIN_MS = 3000;
/** How far the sticky top banner moves up as it hides. */
export const OMNIBAR_HIDE_OFFSET_PX = 120;

/** A stuck leader skybox animates at this time after rendering, if scrolled past the threshold. */
export const SKYBOX_ANIMATE_CHECK_MS = 4500;
/** ... and unsticks at this time, its height variable updated. */
export const SKYBOX_UNSTICK_MS = 5000;
export const SKYBOX_SCROLL_THRESHOLD_PX = 100;
/** A skybox that is no leader is marked rendered this long after it rendered. */
export const SKYBOX_NON_LEADER_RENDERED_MS = 1000;
/** The CSS variable holding the skybox's height, for what sits below it. */
export const SKYBOX_HEIGHT_VARIABLE = '--skybox-height';

/** The mobile navigation's ad code (spec 001 s9): its slot is in the header's accordion. */
export const MOBILE_NAV_AD_CODE = 'mobile-nav-ad-plus-banner';
/** The close control's accessible label (spec 001 s9). */
export const CLOSE_AD_LABEL = 'Close Ad';

/** Lazy slots load when they come within twice the viewport's height (issue 9). */
export const LAZY_LOAD_MARGIN = '200% 0px';
/**
 * Spec 001 s9's "(default lazy 50%)": the margin a lazy slot uses when nothing sets one (the
 * site's slots all use LAZY_LOAD_MARGIN's 200%); kept so that an ad library's lazy loading,
 * configured from here, starts from the spec's default rather than its own.
 */
export const DEFAULT_LAZY_LOAD_MARGIN = '50%';

/** Spec 001 s9 "Ads: 6 subsessions": how many ad subsessions a session is split into. */
export const AD_SUBSESSIONS = 6;
/** Spec 001 s9 "taser score threshold 150". */
export const TASER_SCORE_THRESHOLD = 150;
/** Spec 001 s9 "default region aw": the region in the ad unit path when adRegion sets none. */
export const DEFAULT_AD_REGION = 'aw';
/** Spec 001 s9 "Video ad size 640x480": the player's ad request size (ad-tag-url.ts). */
export const VIDEO_AD_SIZE: AdSize = [640, 480];
/** Spec 001 s9 "Contextual ad size 300x300". */
export const CONTEXTUAL_AD_SIZE: AdSize = [300, 300];
/**
 * Spec 001 s9 "Search ads defaults: 5 units, title font 16, domain font 14, description font
 * 14, 3 lines". Frozen: it is shared by every page, and a caller's tweak must not leak.
 */
export const SEARCH_ADS_DEFAULTS = Object.freeze({
  units: 5,
  titleFontSize: 16,
  domainFontSize: 14,
  descriptionFontSize: 14,
  lines: 3,
} as const);
/** Spec 001 s9 "Default ad cap value 99". */
export const DEFAULT_AD_CAP = 99;

/**
 * The ad query parameters of spec 001 s6 and s9 (adSuppress is @bytewire/media's
 * AD_SUPPRESS_PARAM, shared with the video player and the page cache). Parsed by
 * ad-overrides.ts.
 */
export const AD_REGION_PARAM = 'adRegion';
export const AD_NETWORK_PARAM = 'adNetwork';
/** `adTargeting_<key>=<value>`: an extra key/value for the ad server. */
export const AD_TARGETING_PARAM_PREFIX = 'adTargeting_';
export const FTAG_PARAM = 'ftag';

export const sameSize = (a: AdSize, b: AdSize): boolean => a[0] === b[0] && a[1] === b[1];
export const isOneOf = (size: AdSize, sizes: readonly AdSize[]): boolean =>
  sizes.some((candidate) => sameSize(candidate, size));
