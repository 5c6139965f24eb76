/**
 * The query of a resize URL (spec 000 s7), checked after the signature: only the parameters
 * the web app's builder writes (width, height, gravity, format, auto), each once, within
 * bounds. A signed URL can still ask for something this service will not do (a signer is
 * configuration, and the key is public), so every value is validated like any client input.
 */
import { BadRequestException } from '@nestjs/common';
import { MAX_CROP_GRAVITY, MIN_CROP_GRAVITY } from '@bytewire/media';
import { quote } from '../common/inputs';

/** Largest width or height served: above the widest layout at 2x, below a memory hazard. */
export const MAX_RESIZE_SIDE = 3000;

/** Output formats a client can name: `mp4` is the spec's choice for gifs (see OutputFormat). */
export const REQUESTED_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'mp4'] as const;
export type RequestedFormat = (typeof REQUESTED_FORMATS)[number];

export const AUTO_VALUES = ['webp'] as const;

export interface ResizeParams {
  width?: number;
  height?: number;
  /** Crop gravity code, 0 to 9 (see gravity.ts). */
  gravity?: number;
  format?: RequestedFormat;
  /** `auto=webp`: webp for a browser that accepts it, else the source format. */
  autoWebp: boolean;
}

const KNOWN = ['width', 'height', 'gravity', 'format', 'auto'] as const;
const KNOWN_LIST = 'width, height, gravity, format or auto';
const SIDE = /^[1-9]\d{0,3}$/;
const GRAVITY = /^\d$/;

function side(name: 'width' | 'height', value: string): number {
  const pixels = SIDE.test(value) ? Number(value) : Number.NaN;
  if (!(pixels <= MAX_RESIZE_SIDE)) {
    throw new BadRequestException(`${name} must be a whole number from 1 to ${MAX_RESIZE_SIDE}`);
  }
  return pixels;
}

function gravity(value: string): number {
  const code = GRAVITY.test(value) ? Number(value) : Number.NaN;
  if (!(code >= MIN_CROP_GRAVITY && code <= MAX_CROP_GRAVITY)) {
    throw new BadRequestException(
      `gravity must be a whole number from ${MIN_CROP_GRAVITY} to ${MAX_CROP_GRAVITY}`,
    );
  }
  return code;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new BadRequestException(`${name} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** The parameters of a raw query string (no '?'); a 400 naming the problem otherwise. */
export function parseResizeParams(rawQuery: string): ResizeParams {
  const seen = new Set<string>();
  const params: ResizeParams = { autoWebp: false };
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    if (!(KNOWN as readonly string[]).includes(key)) {
      throw new BadRequestException(`Unknown resize parameter ${quote(key)}: use ${KNOWN_LIST}`);
    }
    if (seen.has(key)) {
      throw new BadRequestException(`Resize parameter ${quote(key)} must be given once`);
    }
    seen.add(key);
    if (key === 'width' || key === 'height') params[key] = side(key, value);
    else if (key === 'gravity') params.gravity = gravity(value);
    else if (key === 'format') params.format = oneOf('format', value, REQUESTED_FORMATS);
    else params.autoWebp = oneOf('auto', value, AUTO_VALUES) === 'webp';
  }
  return params;
}
