/**
 * The email-a-friend modal for the share bar: `LazyEmailShareModal` keeps it out of the entry
 * bundle (its chunk loads on first open). Only types come from the modal itself here.
 */
export { LazyEmailShareModal, preloadEmailShareModal } from './LazyEmailShareModal';
export type { EmailShareModalProps } from './EmailShareModal/EmailShareModal';
