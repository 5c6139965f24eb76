/** Splitting menu links into the columns a menu shows them in. */

/** Consecutive columns of at most `size` items each, in order. */
export function columnsOf<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Bad column size ${size}`);
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += size) columns.push(items.slice(i, i + size));
  return columns;
}

/** At most `count` columns, filled in order, the first ones one longer when it does not divide. */
export function splitInto<T>(items: readonly T[], count: number): T[][] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Bad column count ${count}`);
  const columns: T[][] = [];
  let start = 0;
  for (let c = 0; c < count && start < items.length; c++) {
    const size = Math.ceil((items.length - start) / (count - c));
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns;
}
