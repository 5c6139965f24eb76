import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../../common/inputs';
import { PLATFORMS } from '../page-context';

/** /api/neutron/composer/{site}/pages/{type}/{slug}/{platform?} */
export class PageParamsDto {
  @IsString()
  site!: string;

  /** Checked against the page types by the composer (an unknown type is a 404). */
  @IsString()
  type!: string;

  @Matches(SLUG_PATTERN, { message: `slug ${SLUG_MESSAGE}` })
  slug!: string;

  @IsOptional()
  @IsIn(PLATFORMS, { message: 'platform must be web or amp' })
  platform?: string;
}

/** /api/neutron/composer/{site}/components/{type}/{slug}/{componentName} */
export class ComponentParamsDto extends PageParamsDto {
  @Matches(/^[A-Za-z][A-Za-z0-9]{0,63}$/, {
    message: 'componentName must be letters and digits, starting with a letter',
  })
  componentName!: string;
}
