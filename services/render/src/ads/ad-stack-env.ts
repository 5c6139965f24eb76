/**
 * AD_STACK: the outside ad stack of spec 001 s7 and s9 (the ad server's ids, the bidding
 * library and its exchange, the Amazon bidder, search ads, contextual ads, the recommendation
 * widget, video ads), as one JSON object (libs/site ad-stack.ts says its parts). Unset, the
 * site runs on the house ad network alone. A value the web app would drop a part of stops
 * render at start-up, naming the part: a part that turned itself off would be found in
 * production only.
 */
import { adStackConfigFrom, adStackProblems, type AdStackConfig } from '@bytewire/site';
import { registerDecorator } from 'class-validator';

function parsed(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The problems of an AD_STACK value; empty when it is kept whole. */
export function adStackEnvProblems(value: string): string[] {
  const raw = parsed(value);
  return raw === undefined ? ['it is no JSON'] : adStackProblems(raw);
}

/** The ad stack of a validated AD_STACK value; none when unset. */
export function adStackOf(value: string | undefined): AdStackConfig {
  return value ? adStackConfigFrom(parsed(value)) : {};
}

export function IsAdStack(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isAdStack',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) =>
          value === undefined ||
          (typeof value === 'string' && adStackEnvProblems(value).length === 0),
        defaultMessage: (args) =>
          `${String(propertyName)}: ${
            typeof args?.value === 'string'
              ? adStackEnvProblems(args.value).join('; ')
              : 'it must be a JSON object'
          }`,
      },
    });
  };
}
