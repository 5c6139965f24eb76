/** A content date as the reader sees it (see display-date.ts); nothing for an invalid date. */
import { parseContentDate, type ContentDate } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { displayDate } from '../content/display-date';

interface ContentDateTimeProps {
  date: ContentDate | undefined;
  /**
   * Epoch ms to count from; by default the server render's (root data), so that the hydrating
   * browser prints the same text. Parts drawn only in the browser may pass their own clock.
   */
  now?: number;
}

export function ContentDateTime({ date, now: own }: ContentDateTimeProps) {
  const root = useRootData();
  const now = own ?? root.now;
  const instant = parseContentDate(date, new Date(now));
  if (!instant) return null;
  const shown = displayDate(instant, now);
  return (
    <time dateTime={shown.iso} title={shown.full}>
      {shown.text}
    </time>
  );
}
