import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class FinderParamsDto {
  @IsString()
  site!: string;

  /** The search term as typed (the client lowercases it and turns spaces into dashes). */
  @IsString()
  @Matches(/^\P{Cc}{1,100}$/u, {
    message: 'term must be 1 to 100 characters without control characters',
  })
  term!: string;
}

export class AutosuggestQueryDto {
  @IsOptional()
  @MaxLength(64)
  @IsString({ message: 'componentType must be given once' })
  componentType?: string;

  @IsOptional()
  @MaxLength(64)
  @IsString({ message: 'componentName must be given once' })
  componentName?: string;
}

export class SearchQueryDto {
  @IsOptional()
  @Matches(/^\d{1,6}$/, { message: 'offset must be a whole number from 0 to 999999' })
  offset?: string;

  @IsOptional()
  @Matches(/^([1-9]|[1-4]\d|50)$/, { message: 'limit must be a whole number from 1 to 50' })
  limit?: string;
}
