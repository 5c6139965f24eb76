import type { ImageResizeSettings } from '@bytewire/ssr-contract';
import { Injectable } from '@nestjs/common';
import { RenderConfig } from '../config/render-config';
import { imageHostsFrom } from './image-hosts';

/**
 * IMAGE_HOSTS (else the public origin) and IMAGE_SIGNING_KEY, read once: the pages sign their
 * resize URLs with them, and the signing redirect signs the images of client navigations.
 */
@Injectable()
export class ImageSettings implements ImageResizeSettings {
  readonly hosts: readonly string[];
  readonly signingKey: string;

  constructor(config: RenderConfig) {
    this.hosts = imageHostsFrom(config.imageHosts, config.publicOrigin);
    this.signingKey = config.imageSigningKey;
  }
}
