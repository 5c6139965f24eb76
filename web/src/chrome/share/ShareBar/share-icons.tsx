/**
 * The share bar's icons: small inline SVGs (no icon font, no request), hidden from assistive
 * technology (each button is named by its text).
 */
import type { ReactNode } from 'react';
import type { ShareKind } from '../share-kinds';
import styles from './ShareBar.module.css';

const PATHS: Readonly<Record<ShareKind | 'more', ReactNode>> = {
  facebook: (
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />
  ),
  twitter: <path d="M4 4h4.6l4 5.6L17.3 4H20l-6.1 7.3L20.5 20h-4.6l-4.3-6L6.6 20H4l6.4-7.7z" />,
  linkedin: (
    <path d="M5 9h3v11H5zm1.5-5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6zM10 9h3v1.6c.5-1 1.7-1.8 3.4-1.8 3 0 3.6 2 3.6 4.6V20h-3v-5.8c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z" />
  ),
  reddit: (
    <path d="M12 7c2.2 0 4.2.6 5.6 1.6A2 2 0 1 1 20 11.3c0 3.3-3.6 6-8 6s-8-2.7-8-6a2 2 0 1 1 2.4-2.7C7.8 7.6 9.8 7 12 7zm-3 4a1.2 1.2 0 1 0 0 2.4A1.2 1.2 0 0 0 9 11zm6 0a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zm-5.6 3.6-.6.7c1.2 1 3.2 1 4.4 0l-.6-.7c-.9.7-2.3.7-3.2 0zM15 3l3 .7a1.5 1.5 0 1 1-.3 1.2l-2.3-.5-.9 3.4h-1.2z" />
  ),
  flipboard: <path d="M4 4h16v5.3h-5.3v5.4H9.3V20H4z" />,
  pinterest: (
    <path d="M12.3 3C7.4 3 5 6.4 5 9.3c0 1.7.7 3.3 2.1 3.9.2.1.4 0 .5-.2l.2-.8c.1-.3 0-.4-.2-.6-.4-.5-.7-1.1-.7-2 0-2.6 2-4.9 5.1-4.9 2.8 0 4.3 1.7 4.3 4 0 3-1.3 5.5-3.3 5.5-1.1 0-1.9-.9-1.6-2 .3-1.3.9-2.7.9-3.7 0-.8-.5-1.6-1.4-1.6-1.1 0-2 1.2-2 2.7 0 1 .3 1.6.3 1.6L8 17.5c-.4 1.5 0 3.5 0 3.7 0 .1.2.2.3 0 .1-.1 1.4-1.7 1.8-3.3l.7-2.7c.4.7 1.4 1.3 2.5 1.3 3.3 0 5.6-3 5.6-7.1C18.9 6.3 16.3 3 12.3 3z" />
  ),
  instagram: (
    <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.5-3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  ),
  tiktok: (
    <path d="M16.5 3c.3 2.1 1.6 3.5 3.5 3.7v3a7 7 0 0 1-3.5-1.1v6.2A5.8 5.8 0 1 1 10.7 9v3.1a2.8 2.8 0 1 0 2.8 2.7V3z" />
  ),
  email: <path d="M3 5h18v14H3zm2 2v.4l7 4.6 7-4.6V7zm14 2.8-7 4.6-7-4.6V17h14z" />,
  comments: <path d="M4 4h16v12H9l-5 4zm2 2v9.8L8.3 14H18V6z" />,
  more: (
    <path d="M5 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z" />
  ),
};

export function ShareIcon({ kind }: { kind: ShareKind | 'more' }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[kind]}
    </svg>
  );
}
