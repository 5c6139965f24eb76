/**
 * The captcha's life in the open form: solving starts as the form mounts (the reader types
 * meanwhile), a submit waits for the solve under way, and each posted answer, spent by the
 * endpoint, is followed by a fresh one. A failed solve is tried once more on submit, or at the
 * reader's "Try again".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { solveEmailShareCaptcha } from './captcha';

export type CaptchaStatus = 'solving' | 'solved' | 'failed';

export interface EmailShareCaptcha {
  status: CaptchaStatus;
  /** The current answer ('' until solved), for the form's hidden field. */
  value: string;
  /** The answer to post: waits for the solve under way; '' when it cannot be had. */
  answer(): Promise<string>;
  /** Starts a new solve: after a post (the answer is spent) or at the reader's request. */
  renew(): void;
}

export function useEmailShareCaptcha(
  solve: () => Promise<string> = solveEmailShareCaptcha,
): EmailShareCaptcha {
  const [status, setStatus] = useState<CaptchaStatus>('solving');
  const [value, setValue] = useState('');
  const pending = useRef<{ promise: Promise<string>; failed: boolean } | undefined>(undefined);

  // Starts a solve whose outcome alone speaks for the form (an older one is ignored).
  const start = useCallback(() => {
    const attempt = { failed: false, promise: Promise.resolve('') };
    attempt.promise = solve().then(
      (answer) => {
        if (pending.current === attempt) {
          setValue(answer);
          setStatus('solved');
        }
        return answer;
      },
      () => {
        attempt.failed = true;
        if (pending.current === attempt) setStatus('failed');
        return '';
      },
    );
    pending.current = attempt;
  }, [solve]);

  const renew = useCallback(() => {
    setStatus('solving');
    setValue('');
    start();
  }, [start]);

  // The first solve, as the form mounts (the state starts as 'solving').
  useEffect(start, [start]);

  const answer = useCallback(async () => {
    if (!pending.current || pending.current.failed) renew();
    return pending.current ? pending.current.promise : '';
  }, [renew]);

  return { status, value, answer, renew };
}
