import { UseGuards } from '@nestjs/common';
import { ApiKeyGuard } from './api-key.guard';

/**
 * Marks a controller of the content platform's API: every route of it needs the API key.
 * Applied per controller rather than globally, so that the service kit's health, metrics and
 * OpenAPI routes, the images (/originals, /resize), the videos' clips and this service's OpenAPI
 * document stay open.
 */
export const ApiKeyRequired = (): ClassDecorator & MethodDecorator => UseGuards(ApiKeyGuard);
