/** A content date as the reader sees it (see display-date.ts); nothing for an invalid date. */
import { parseContentDate, type ContentDate } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { displayDate } from '../content/display-date';

export function ContentDateTime({ date }: { date: ContentDate | undefined }) {
  const { now } = useRootData();
  const instant = parseContentDate(date, new Date(now));
  if (!instant) return null;
  const shown = displayDate(instant, now);
  return (
    <time dateTime={shown.iso} title={shown.full}>
      {shown.text}
    </time>
  );
}
