import { SLUG_PATTERN, SLUG_RULE_MESSAGE } from '@bytewire/contracts';
import { LOCALES } from '@bytewire/site';
import { MAX_VANITY_PATH_LENGTH } from '@bytewire/vanity';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class VanityParamsDto {
  @IsString()
  site!: string;
}

/** A repeated query parameter arrives as a list: ambiguous, so refused. */
const once = (name: string) => IsString({ message: `${name} must be given once` });

export const PATH_MESSAGE = `path must be a site path starting with / (at most ${MAX_VANITY_PATH_LENGTH} characters, no spaces or control characters)`;

/**
 * A lookup by path, or by content type and slug (at least one of the two; checked by the
 * controller), with the content API's rules. class-validator runs a property's rules bottom-up.
 */
export class VanityQueryDto {
  @IsOptional()
  // eslint-disable-next-line no-control-regex
  @Matches(/^\/[^\s\u0000-\u001f\u007f-\u009f]*$/, { message: PATH_MESSAGE })
  @MaxLength(MAX_VANITY_PATH_LENGTH, { message: PATH_MESSAGE })
  @once('path')
  path?: string;

  @IsOptional()
  @Matches(/^[a-z][a-z-]{0,31}$/, {
    message: 'contentType must be a content type such as article or gallery',
  })
  @once('contentType')
  contentType?: string;

  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug ${SLUG_RULE_MESSAGE}` })
  @once('slug')
  slug?: string;

  @IsOptional()
  @IsIn(LOCALES.map((l) => l.code), {
    message: `edition must be one of: ${LOCALES.map((l) => l.code).join(', ')}`,
  })
  @once('edition')
  edition?: string;
}
