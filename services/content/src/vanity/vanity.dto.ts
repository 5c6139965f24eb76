import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../common/inputs';

export class VanityParamsDto {
  @IsString()
  site!: string;
}

/** A lookup by path, or by content type and slug (at least one of the two). */
export class VanityQueryDto {
  @IsOptional()
  @Matches(/^\/[^\s]{0,2047}$/, {
    message: 'path must be a site path starting with / (at most 2048 characters, no spaces)',
  })
  path?: string;

  @IsOptional()
  @Matches(/^[a-z][a-z-]{0,31}$/, {
    message: 'contentType must be a content type such as article or gallery',
  })
  contentType?: string;

  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug ${SLUG_MESSAGE}` })
  slug?: string;

  @IsOptional()
  @IsString({ message: 'edition must be given once' })
  @MaxLength(16)
  edition?: string;
}
