/**
 * Image and video rules for server and browser (spec 000 s3 to s9). Browser-safe: nothing
 * here imports Node modules; the Node-only HMAC signer is in `@bytewire/media/node`.
 */
export { isValidImage } from './image/image-validity';
export type { RenderableImage } from './image/image-validity';
export {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  IMAGE_SIZE_NOT_CONFIGURED,
  isImageSizeKey,
} from './image/image-sizes';
export type { ImageDimensions, ImageSizeKey } from './image/image-sizes';
export type { ImageSizeRequest, ImageWarn } from './image/size-params';
export { MAX_CROP_GRAVITY, MIN_CROP_GRAVITY, isCropGravity } from './image/gravity-params';
export {
  RESIZE_PATH_PREFIX,
  resizeRequestOf,
  resizeUrl,
  signedResizeUrl,
} from './image/resize-url';
export {
  SIGN_REDIRECT_PREFIX,
  SRCSET_FACTORS,
  checkSiteResize,
  scaledSize,
} from './image/site-resizes';
export type { SiteResizeCheck } from './image/site-resizes';
export { resizeOrigin } from './image/resize-host';
export type { ResizableImage, ResizeRequest, ResizeUrlOptions } from './image/resize-url';
export type { ResizeSigner } from './image/signature';
export { rememberingSigner } from './image/signature';
export { parseResizeTarget, verifyResizeSignature } from './image/verify-resize';
export type { ResizeTarget } from './image/verify-resize';

export { VIDEO_LABELS, VIDEO_PLAYBACK } from './video/playback';
export type { VideoLabel, VideoPlaybackNumber } from './video/playback';
export {
  VIDEO_AD_SIZE,
  VIDEO_DISABLED_MESSAGE,
  VIDEO_MANAGER_INIT_FAILED_MESSAGE,
  trackingDuration,
} from './video/video-constants';
export { chooseVideoSource, isValidMp4 } from './video/video-source';
export type { VideoSource, VideoSourceType } from './video/video-source';
export { AD_SUPPRESS_ALL, AD_SUPPRESS_PARAM, videoAdsSuppressed } from './video/video-ads';
export type { QueryInput, VideoAdsInput } from './video/video-ads';
export { INITIAL_VIDEO_STATE, autoplayType, mergePlayerState } from './video/player-state';
export type {
  AutoplayType,
  PlayerState,
  PlayerStateUpdate,
  VideoState,
} from './video/player-state';
