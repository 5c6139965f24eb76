import { IsOptional, IsString, MaxLength } from 'class-validator';

/** /api/neutron/composer/{site}/resources/{resource} */
export class ResourceParamsDto {
  @IsString()
  site!: string;

  /** Checked against the resources by the service (an unknown one is a 404). */
  @IsString()
  resource!: string;
}

/** /api/neutron/composer/{site}/listings/{listing} */
export class ListingParamsDto {
  @IsString()
  site!: string;

  /** Checked against the listings by the service (an unknown one is a 404). */
  @IsString()
  listing!: string;
}

/**
 * Query of the header's calls (spec 001 s7): the edition and the component that asks.
 * Decorators run bottom-up: IsString sits last so a repeated parameter is named as such.
 */
export class ChromeQueryDto {
  /** Validated against the site's locales by the service. */
  @IsOptional()
  @MaxLength(16, { message: 'edition must be at most 16 characters' })
  @IsString({ message: 'edition must be given once' })
  edition?: string;

  @IsOptional()
  @MaxLength(64, { message: 'componentName must be at most 64 characters' })
  @IsString({ message: 'componentName must be given once' })
  componentName?: string;

  @IsOptional()
  @MaxLength(64, { message: 'componentType must be at most 64 characters' })
  @IsString({ message: 'componentType must be given once' })
  componentType?: string;
}
