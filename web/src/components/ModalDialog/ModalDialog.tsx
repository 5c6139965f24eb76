/**
 * The site's modal dialog (the email-a-friend form, the sign-in or join modal): a dimmed
 * backdrop over the page (above the header and the terms banner), a dialog named by its
 * heading (role="dialog", aria-modal). While open the page does not scroll and focus stays
 * inside; Escape, the close button and a click on the backdrop close it, after which the page
 * is back at its scroll position and focus on the opener. Rendered into document.body so that
 * no ancestor's overflow or stacking clips it. Each kind of dialog sizes itself through
 * `className` (on the backdrop) and `dialogClassName` (on the dialog): `.root .dialog` in its
 * own module keeps the two classes the rule needs to be specific.
 */
import { useId, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../class-names';
import styles from './ModalDialog.module.css';
import { useModalDialog } from './use-modal-dialog';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  /** What gets focus first (a form's first field); the dialog itself when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A class of the kind of dialog on the backdrop, for its own sizes. */
  className?: string;
  /** A class of the kind of dialog on the dialog itself (its width, its padding). */
  dialogClassName?: string;
  children: ReactNode;
}

export function ModalDialog({
  title,
  onClose,
  initialFocus,
  className,
  dialogClassName,
  children,
}: ModalDialogProps) {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // A press that starts inside the dialog and ends on the backdrop (selecting text) is no close.
  const pressedBackdrop = useRef(false);
  useModalDialog(dialogRef, onClose, initialFocus);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && pressedBackdrop.current) onClose();
    pressedBackdrop.current = false;
  };

  return createPortal(
    <div
      className={classNames(styles.root, className)}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        className={classNames(styles.dialog, dialogClassName)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
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
        {children}
      </div>
    </div>,
    document.body,
  );
}
