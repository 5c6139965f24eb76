import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { HttpErrorFilter } from './http-error.filter';
import { createValidationPipe } from './validation-pipe';

/**
 * The error format and input validation of a JSON API, for every endpoint of the app:
 * `HttpErrorFilter` and `createValidationPipe`. Import it once, in the root module.
 */
@Module({
  providers: [
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
})
export class JsonApiModule {}
