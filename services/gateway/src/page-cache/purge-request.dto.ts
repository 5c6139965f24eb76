import { CONTENT_ID_PATTERN } from '@bytewire/page-cache';
import { ArrayMaxSize, IsArray, IsOptional, Matches, MaxLength } from 'class-validator';

/** Names purged at most per request: a purge is a few pages, not the site. */
export const MAX_PURGE_NAMES = 100;

/**
 * The body of `POST /api/page-cache/purge`: site paths (every cached variant of each: any
 * query, edition, device, tests) and content ids (every cached page that shows each).
 */
export class PurgeRequestDto {
  @IsOptional()
  @Matches(/^\/[^\s?#]*$/, {
    each: true,
    message: 'paths must be site paths (starting with /, no query, no spaces)',
  })
  @MaxLength(2048, { each: true, message: 'paths must be at most 2048 characters each' })
  @ArrayMaxSize(MAX_PURGE_NAMES, { message: `paths must name at most ${MAX_PURGE_NAMES}` })
  @IsArray({ message: 'paths must be an array of site paths' })
  paths?: string[];

  @IsOptional()
  @Matches(CONTENT_ID_PATTERN, {
    each: true,
    message: 'contentIds must be content ids (letters, digits, _ . : -, at most 128)',
  })
  @ArrayMaxSize(MAX_PURGE_NAMES, { message: `contentIds must name at most ${MAX_PURGE_NAMES}` })
  @IsArray({ message: 'contentIds must be an array of content ids' })
  contentIds?: string[];
}
