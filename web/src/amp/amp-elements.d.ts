/**
 * The AMP components the AMP documents render, for JSX. Server-rendered only: React writes
 * their props as attributes.
 */
import 'react';

interface AmpImgAttributes {
  src: string;
  srcset?: string;
  alt: string;
  width: number | string;
  height: number | string;
  layout: 'responsive' | 'fixed' | 'fixed-height' | 'intrinsic' | 'fill';
  class?: string;
  className?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'amp-img': AmpImgAttributes;
    }
  }
}
