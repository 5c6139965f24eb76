/** Dates display in this zone, relative for RELATIVE_DATE_DAYS, then formatted (spec 000 s9). */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';
export const RELATIVE_DATE_DAYS = 10;
