/**
 * The email-a-friend modal (spec 001 s2): the site's modal dialog (components/ModalDialog) holding
 * the email share form. Its sizes (content at most 570 px wide, at least 500 px) are in
 * EmailShareModal.module.css.
 */
import { useRef } from 'react';
import { ModalDialog } from '../../../../components/ModalDialog/ModalDialog';
import { EmailShareForm } from '../EmailShareForm/EmailShareForm';
import styles from './EmailShareModal.module.css';

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
  const firstFieldRef = useRef<HTMLInputElement>(null);
  return (
    <ModalDialog
      title="Email a friend"
      onClose={onClose}
      initialFocus={firstFieldRef}
      className={styles.root}
      dialogClassName={styles.dialog}
    >
      {title ? <p className={styles.subject}>{title}</p> : null}
      <EmailShareForm title={title} url={url} firstFieldRef={firstFieldRef} />
    </ModalDialog>
  );
}
