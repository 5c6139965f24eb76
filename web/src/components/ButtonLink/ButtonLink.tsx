/** A link within the site that reads as the page's main action (a button's look). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ButtonLink.module.css';

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
}

export function ButtonLink({ to, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={styles.root}>
      {children}
    </Link>
  );
}
