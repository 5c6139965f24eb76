/**
 * A boolean variable's `@Transform`: `true` or `false` (any case, `1`/`0` too). Read from the
 * raw value, since implicit conversion would make the string 'false' true; anything else is
 * left as it is for @IsBoolean to refuse, naming the variable.
 */
export function booleanFlag({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown {
  const raw = obj[key];
  if (typeof raw !== 'string') return raw;
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return raw;
}
