/**
 * The image of a story card by where the card stands: a resize preset (@bytewire/media
 * IMAGE_SIZES, col_*_wide: 16:9 like the card's CSS box) wide enough for the widest the card
 * shows, and the `sizes` the browser picks a srcset candidate by. The widths follow the
 * stylesheets: `.container` (styles/base.css: 1200 px less 1.5rem gutters, 1320 px from
 * 1440 px, 1rem gutters below 768 px) and the grids of StoryList/StoryList.module.css and the
 * home page's lead (screens/HomeScreen/HomeScreen.module.css).
 *
 * srcset candidates are 0.5x to 2x the preset's width (images/image-sources), so the preset
 * must cover the widest one-column phone layout too: 740w (col_4_wide at 2x) covers the
 * 735 px of a 767 px viewport; col_3_wide (540w at most) would not.
 */
import type { ImageSizeKey } from '@bytewire/media';

export type CardLayout = 'lead' | 'grid' | 'dense' | 'wide';

export interface CardImage {
  size: ImageSizeKey;
  sizes: string;
}

// One column below 768 px: the container less its 1rem gutters.
const PHONE = 'calc(100vw - 32px)';
// Two columns from 768 px (gap 1.5rem), three from 1024 px; the container stops at 1200 px
// (1152 px of content) and 1320 px from 1440 px (1272 px).
const GRID_BELOW_1200 = [
  '(min-width: 1024px) calc((100vw - 96px) / 3)',
  '(min-width: 768px) calc((100vw - 72px) / 2)',
  PHONE,
];

export const CARD_IMAGES: Readonly<Record<CardLayout, CardImage>> = {
  // The home page's lead story: from 1024 px the image takes 3fr of a 3fr 2fr grid with a 2rem
  // gap, 672 px at a 1280 px viewport; full width below.
  lead: {
    size: 'col_8_wide',
    sizes: [
      '(min-width: 1440px) 744px',
      '(min-width: 1200px) 672px',
      '(min-width: 1024px) calc((100vw - 80px) * 0.6)',
      '(min-width: 768px) calc(100vw - 48px)',
      PHONE,
    ].join(', '),
  },
  // A card of a story list: three columns from 1024 px.
  grid: {
    size: 'col_4_wide',
    sizes: ['(min-width: 1440px) 408px', '(min-width: 1200px) 368px', ...GRID_BELOW_1200].join(
      ', ',
    ),
  },
  // A card of a dense story list: four columns from 1230 px.
  dense: {
    size: 'col_4_wide',
    sizes: [
      '(min-width: 1440px) 300px',
      '(min-width: 1230px) 270px',
      '(min-width: 1200px) 368px',
      ...GRID_BELOW_1200,
    ].join(', '),
  },
  // A card on its own (a teaser in a feature column): at most the container's width.
  wide: {
    size: 'col_12_wide',
    sizes: [
      '(min-width: 1440px) 1272px',
      '(min-width: 1200px) 1152px',
      '(min-width: 768px) calc(100vw - 48px)',
      PHONE,
    ].join(', '),
  },
};
