/**
 * Format parameters by file type (spec 000 s7): animated gifs are served as mp4 video, which
 * is far smaller; jpg, jpeg and png let the image service pick webp for browsers that take it.
 */

export type ResizeParams = Record<string, string>;

export function formatParams(path: string): ResizeParams {
  switch (extensionOf(path)) {
    case 'gif':
      return { format: 'mp4' };
    case 'jpg':
    case 'jpeg':
    case 'png':
      return { auto: 'webp' };
    default:
      return {};
  }
}

function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
