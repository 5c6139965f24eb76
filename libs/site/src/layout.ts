/** Layout of the site's pages: breakpoints, menus, link columns and the grid (spec 001 s9). */
import type { Device } from './devices';

/** Breakpoints of the styles (spec 000 s9). */
export const BREAKPOINTS = [768, 1024, 1230, 1440] as const;

/** Menus open on hover from this width, on click below it (spec 001 s4, s9). */
export const MENU_WIDE_SCREEN_PX = 1024;
/** The accordion (mobile) menu's width on wide screens (spec 001 s9). */
export const ACCORDION_WIDE_WIDTH_PX = 468;
/** Trending links split into 3 columns, buying guides into 4 (spec 001 s9). */
export const TRENDING_COLUMNS = 3;
export const BUYING_GUIDE_COLUMNS = 4;

/** Grid columns: 2 on small screens, 6 from 768 px, 12 from 1024 px (spec 001 s9). */
export const GRID_COLUMNS: Readonly<Record<Device, number>> = { mobile: 2, tablet: 6, desktop: 12 };
