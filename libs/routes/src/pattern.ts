/**
 * A route path pattern ('/pictures/{slug}/{pageNumber?}/') read once into segments, for the
 * matcher and the builder.
 */
export type PatternSegment =
  { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

const PARAM_SEGMENT = /^\{([A-Za-z][A-Za-z0-9]*)(\?)?\}$/;

const cache = new Map<string, readonly PatternSegment[]>();

function parse(path: string): readonly PatternSegment[] {
  if (path === '/') return [];
  return path
    .slice(1, -1)
    .split('/')
    .map((part): PatternSegment => {
      const param = PARAM_SEGMENT.exec(part);
      return param
        ? { kind: 'param', name: param[1], optional: param[2] === '?' }
        : { kind: 'static', value: part };
    });
}

export function patternOf(path: string): readonly PatternSegment[] {
  let segments = cache.get(path);
  if (!segments) {
    segments = parse(path);
    cache.set(path, segments);
  }
  return segments;
}
