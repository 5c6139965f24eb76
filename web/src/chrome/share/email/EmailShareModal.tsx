/**
 * The email-a-friend modal (spec 001 s2): a modal dialog (role="dialog", aria-modal, named by
 * its heading) holding the email share form. While open the page does not scroll and focus
 * stays inside; Escape, the close button and a click on the backdrop close it, after which the
 * page is back at its scroll position and focus is back on the opener. Rendered into
 * document.body so that no ancestor's overflow or stacking clips it. Its sizes (content at
 * most 570 px wide, at least 500 px) are in styles/email-share.css.
 */
import { useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { EmailShareForm } from './EmailShareForm';
import { useModalDialog } from './use-modal-dialog';

export interface EmailShareModalProps {
  open: boolean;
  onClose: () => void;
  /** The shared page's title and absolute URL, posted with the form. */
  title: string;
  url: string;
}

export function EmailShareModal({ open, onClose, title, url }: EmailShareModalProps) {
  // Mounted only while open: every opening starts with an empty form and a fresh lock.
  if (!open || typeof document === 'undefined') return null;
  return <EmailShareDialog onClose={onClose} title={title} url={url} />;
}

function EmailShareDialog({ onClose, title, url }: Omit<EmailShareModalProps, 'open'>) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // A press that starts inside the dialog and ends on the backdrop (selecting text) is no close.
  const pressedBackdrop = useRef(false);
  useModalDialog(dialogRef, onClose, firstFieldRef);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pressedBackdrop.current) onClose();
    pressedBackdrop.current = false;
  };

  return createPortal(
    <div
      className="email-share-modal"
      data-email-share-backdrop=""
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        className="email-share-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className="email-share-modal__header">
          <h2 id={headingId} className="email-share-modal__title">
            Email a friend
          </h2>
          <button
            type="button"
            className="email-share-modal__close"
            aria-label="Close"
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {title ? <p className="email-share-modal__subject">{title}</p> : null}
        <EmailShareForm title={title} url={url} firstFieldRef={firstFieldRef} />
      </div>
    </div>,
    document.body,
  );
}
