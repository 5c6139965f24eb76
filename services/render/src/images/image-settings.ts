import type { ImageResizeSettings } from '@bytewire/ssr-contract';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';
import { imageHostsFrom } from './image-hosts';

/**
 * IMAGE_HOSTS (else the public origin) and IMAGE_SIGNING_KEY, read once: the pages sign their
 * resize URLs with them, and the signing redirect signs the images of client navigations.
 */
@Injectable()
export class ImageSettings implements ImageResizeSettings {
  readonly hosts: readonly string[];
  readonly signingKey: string;

  constructor(config: ConfigService<RenderEnv, true>) {
    const publicOrigin = new URL(config.get('PUBLIC_URL', { infer: true })).origin;
    this.hosts = imageHostsFrom(config.get('IMAGE_HOSTS', { infer: true }), publicOrigin);
    this.signingKey = config.get('IMAGE_SIGNING_KEY', { infer: true });
  }
}
