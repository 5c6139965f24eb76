import { Controller, Get, Header, NotFoundException, Param, Query } from '@nestjs/common';
import { IsOptional, IsString, Matches } from 'class-validator';
import { quote } from '../common/inputs';
import { placeholderSvg } from './placeholder-svg';

export class PlaceholderParamsDto {
  /** `{width}x{height}.svg` */
  @IsString()
  file!: string;
}

export class PlaceholderQueryDto {
  @IsOptional()
  @Matches(/^[A-Za-z0-9-]{1,64}$/, { message: 'seed must be 1 to 64 letters, digits or dashes' })
  seed?: string;
}

const SIZE = /^(\d{1,4})x(\d{1,4})\.svg$/;
const MAX_SIDE = 4000;

/**
 * Placeholder images for the corpus's imageUrl values (/placeholder/{w}x{h}.svg). No key:
 * browsers load them directly. The answer never changes, so it is cacheable for a year.
 */
@Controller('placeholder')
export class PlaceholderController {
  @Get(':file')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('X-Content-Type-Options', 'nosniff')
  image(@Param() params: PlaceholderParamsDto, @Query() query: PlaceholderQueryDto): string {
    const match = SIZE.exec(params.file);
    const width = Number(match?.[1]);
    const height = Number(match?.[2]);
    if (!match || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
      throw new NotFoundException(
        `No placeholder ${quote(params.file)}: ask for {width}x{height}.svg, each side 1 to ${MAX_SIDE}`,
      );
    }
    return placeholderSvg(width, height, query.seed ?? `${width}x${height}`);
  }
}
