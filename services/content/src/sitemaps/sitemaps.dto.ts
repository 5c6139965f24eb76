import { IsOptional, Matches } from 'class-validator';

export class SitemapParamsDto {
  @Matches(/^[a-z][a-z0-9-]{0,40}$/, {
    message: 'path must be a sitemap name such as index, articles or news',
  })
  path!: string;
}

export class SitemapQueryDto {
  @IsOptional()
  @Matches(/^\d{1,6}$/, { message: 'offset must be a whole number from 0 to 999999' })
  offset?: string;

  @IsOptional()
  @Matches(/^([1-9]\d{0,2}|1000)$/, { message: 'limit must be a whole number from 1 to 1000' })
  limit?: string;
}
