import { Type } from 'class-transformer';
import {
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  registerDecorator,
  ValidateNested,
} from 'class-validator';

/** Bounds of a decision request: generous for a browser's request, small for the service. */
export const DECISION_LIMITS = {
  entries: 50,
  nameLength: 256,
  valueLength: 4096,
  repeatedValues: 20,
  pathLength: 2048,
  fieldLength: 256,
  userAgentLength: 1024,
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const goodString = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length <= max;

/** The problem of a cookies or query object, else undefined. */
function recordProblem(property: string, value: unknown, repeats: boolean): string | undefined {
  const { entries, nameLength, valueLength, repeatedValues } = DECISION_LIMITS;
  const shape = repeats ? 'strings or arrays of strings' : 'strings';
  if (!isPlainObject(value)) return `${property} must be an object of ${shape}`;
  const pairs = Object.entries(value);
  if (pairs.length > entries) return `${property} must have at most ${entries} entries`;
  for (const [name, item] of pairs) {
    if (name.length > nameLength) {
      return `${property} names must be at most ${nameLength} characters`;
    }
    const values = repeats && Array.isArray(item) ? (item as unknown[]) : [item];
    if (values.length > repeatedValues) {
      return `${property} values must repeat at most ${repeatedValues} times`;
    }
    if (!values.every((v) => goodString(v, valueLength))) {
      return `${property} values must be ${shape} of at most ${valueLength} characters`;
    }
  }
  return undefined;
}

/** A bounded record of strings (cookies), or of strings and string arrays (query). */
function IsBoundedRecord(repeats: boolean): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isBoundedRecord',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args) =>
          recordProblem(args?.property ?? '', value, repeats) === undefined,
        defaultMessage: (args) =>
          args ? (recordProblem(args.property, args.value, repeats) ?? '') : '',
      },
    });
  };
}

const tooLong = (name: string, max: number) => ({
  message: `${name} must be at most ${max} characters`,
});

export class DecisionContextDto {
  @MaxLength(DECISION_LIMITS.pathLength, tooLong('context.path', DECISION_LIMITS.pathLength))
  @IsString({ message: 'context.path must be a string' })
  path!: string;

  @IsOptional()
  @MaxLength(DECISION_LIMITS.fieldLength, tooLong('context.device', DECISION_LIMITS.fieldLength))
  @IsString({ message: 'context.device must be a string' })
  device?: string;

  @IsOptional()
  @MaxLength(DECISION_LIMITS.fieldLength, tooLong('context.edition', DECISION_LIMITS.fieldLength))
  @IsString({ message: 'context.edition must be a string' })
  edition?: string;

  @IsOptional()
  @MaxLength(
    DECISION_LIMITS.userAgentLength,
    tooLong('context.userAgent', DECISION_LIMITS.userAgentLength),
  )
  @IsString({ message: 'context.userAgent must be a string' })
  userAgent?: string;
}

/**
 * The body of `POST /experiments/decide`: the visitor's request as the caller received it.
 * Only the shape and the sizes are checked here; what the values say (a malformed cookie,
 * an unknown test in `ab`) is the decision's to ignore or clear.
 */
export class DecisionRequestDto {
  @IsOptional()
  @IsBoundedRecord(false)
  cookies?: Record<string, string>;

  @IsOptional()
  @IsBoundedRecord(true)
  query?: Record<string, string | string[]>;

  @IsOptional()
  @MaxLength(DECISION_LIMITS.valueLength, tooLong('variationHeader', DECISION_LIMITS.valueLength))
  @IsString({ message: 'variationHeader must be a string' })
  variationHeader?: string;

  @ValidateNested()
  @Type(() => DecisionContextDto)
  @IsObject({ message: 'context must be an object' })
  @IsDefined({ message: 'context is required' })
  context!: DecisionContextDto;
}
