/**
 * The ad constants of spec 001 s9 (ad sizes, the skybox's and the omnibar's timings, the close
 * control's label) and issue 9's lazy-load margin.
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

export const sameSize = (a: AdSize, b: AdSize): boolean => a[0] === b[0] && a[1] === b[1];
export const isOneOf = (size: AdSize, sizes: readonly AdSize[]): boolean =>
  sizes.some((candidate) => sameSize(candidate, size));
