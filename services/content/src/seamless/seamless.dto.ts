import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../common/inputs';

export class SeamlessParamsDto {
  @IsString()
  site!: string;

  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug ${SLUG_MESSAGE}` })
  slug?: string;
}

export class SeamlessQueryDto {
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,64}$/, {
    message: 'contentId must be 1 to 64 letters, digits or dashes',
  })
  contentId?: string;

  @IsOptional()
  @IsString({ message: 'componentName must be given once' })
  @MaxLength(64)
  componentName?: string;

  @IsOptional()
  @IsString({ message: 'componentDisplayName must be given once' })
  @MaxLength(128)
  componentDisplayName?: string;

  @IsOptional()
  @IsString({ message: 'componentType must be given once' })
  @MaxLength(64)
  componentType?: string;

  @IsOptional()
  @Matches(/^([1-9]|10)$/, { message: 'limit must be a whole number from 1 to 10' })
  limit?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,64}$/, {
    message: 'collectionId must be 1 to 64 letters, digits or dashes',
  })
  collectionId?: string;
}
