import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Query of the page and component calls; other parameters are echoed into queryParams. */
export class PageQueryDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'contentOnly must be true or false' })
  contentOnly?: string;

  /** Validated against the site's locales by the composer. */
  @IsOptional()
  @MaxLength(16, { message: 'edition must be at most 16 characters' })
  @IsString({ message: 'edition must be given once' })
  edition?: string;

  @IsOptional()
  @MaxLength(100, { message: 'pageNumber must be at most 100 characters' })
  @IsString({ message: 'pageNumber must be given once' })
  pageNumber?: string;

  @IsOptional()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  @IsString({ message: 'q must be given once' })
  q?: string;
}
