/** The search panel's constants (spec 001 s9). */

/** Autocomplete waits this long after the last keystroke. */
export const AUTOSUGGEST_DEBOUNCE_MS = 400;
/** At most this many suggestions of each kind are shown. */
export const MAX_SUGGESTED_TOPICS = 8;
export const MAX_SUGGESTED_CONTENT = 3;
export const MAX_SUGGESTED_VIDEOS = 3;
/** The panel shows the first trending stories only. */
export const TRENDING_SHOWN = 3;
/** Search items' image size; the styles show it at 86 px. */
export const SEARCH_IMAGE_SIZE = 'square_84';
