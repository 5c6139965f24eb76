/**
 * The link to share, in a read-only field anyone can select and copy, and a button that copies
 * it (where the browser lets the page write to the clipboard), with the outcome announced.
 */
import { useId, useState } from 'react';
import { AccentButton } from '../../components/AccentButton/AccentButton';
import { TextField } from '../../components/TextField/TextField';
import styles from './ShareLink.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied.',
  failed: 'Could not copy: select the link and copy it.',
};

export function ShareLink({ url }: { url: string }) {
  const id = useId();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.root}>
      <label htmlFor={`${id}-url`}>Link to this video</label>
      <div className={styles.row}>
        <TextField
          id={`${id}-url`}
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <AccentButton type="button" className={styles.copy} onClick={() => void copy()}>
          Copy link
        </AccentButton>
      </div>
      <p className={styles.status} role="status">
        {MESSAGES[state]}
      </p>
    </div>
  );
}
