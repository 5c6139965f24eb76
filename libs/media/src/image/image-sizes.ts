/**
 * Named image sizes (spec 000 s3). The spec names the families (sc_* widths, square_56 to
 * square_256, col_*_wide, seo_image 1200x675, article_schema 4x3, 16x9 and 1x1) but does not
 * show the complete list, so the members of each family below are this project's choice.
 */

export interface ImageDimensions {
  width: number;
  /** Absent for width-only sizes: the resize keeps the aspect ratio. */
  height?: number;
}

/** Used when a caller names no size at all (spec 000 s3). */
export const DEFAULT_IMAGE_SIZE: Readonly<ImageDimensions> = { width: 456, height: 306 };

/** Logged, not thrown, when a size key has no configuration (spec 000 s8). */
export const IMAGE_SIZE_NOT_CONFIGURED = 'image size key not configured';

// Scaled widths: the breakpoints of spec 000 s9 and the steps below them.
const SCALED_WIDTHS = [96, 128, 192, 256, 320, 400, 480, 640, 768, 1024, 1230, 1440] as const;
// 84: the search panel's items (spec 001 s9).
const SQUARE_SIDES = [56, 64, 80, 84, 96, 128, 160, 192, 256] as const;
// Columns of a 12-column grid at 1200 px, 16:9.
const COLUMN_WIDE = {
  col_3_wide: { width: 270, height: 152 },
  col_4_wide: { width: 370, height: 208 },
  col_6_wide: { width: 570, height: 321 },
  col_8_wide: { width: 770, height: 433 },
  col_12_wide: { width: 1200, height: 675 },
} as const;

type ScaledKey = `sc_${(typeof SCALED_WIDTHS)[number]}`;
type SquareKey = `square_${(typeof SQUARE_SIDES)[number]}`;
export type ImageSizeKey =
  | ScaledKey
  | SquareKey
  | keyof typeof COLUMN_WIDE
  | 'seo_image'
  | 'article_schema_4x3'
  | 'article_schema_16x9'
  | 'article_schema_1x1';

export const IMAGE_SIZES: Readonly<Record<ImageSizeKey, Readonly<ImageDimensions>>> = {
  ...(Object.fromEntries(SCALED_WIDTHS.map((width) => [`sc_${width}`, { width }])) as Record<
    ScaledKey,
    ImageDimensions
  >),
  ...(Object.fromEntries(
    SQUARE_SIDES.map((side) => [`square_${side}`, { width: side, height: side }]),
  ) as Record<SquareKey, ImageDimensions>),
  ...COLUMN_WIDE,
  seo_image: { width: 1200, height: 675 },
  // The three ratios structured data asks for (spec 000 s9), at the 1200 px width search
  // engines recommend.
  article_schema_4x3: { width: 1200, height: 900 },
  article_schema_16x9: { width: 1200, height: 675 },
  article_schema_1x1: { width: 1200, height: 1200 },
};

export function isImageSizeKey(key: string): key is ImageSizeKey {
  return Object.prototype.hasOwnProperty.call(IMAGE_SIZES, key);
}
