import { Module } from '@nestjs/common';
import { ImageSettings } from './image-settings';
import { SignRedirectRoute } from './sign-redirect.route';

/** The image settings of the pages, and the signing redirect of client navigations. */
@Module({ providers: [ImageSettings, SignRedirectRoute], exports: [ImageSettings] })
export class ImagesModule {}
