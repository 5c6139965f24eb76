import { IsBoolean } from 'class-validator';

/** The body of `PUT /experiments/flags/{name}`. */
export class FlagDefaultDto {
  @IsBoolean({ message: 'default must be a boolean (true or false)' })
  default!: boolean;
}
