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

/** amp-consent and amp-analytics: configured by a JSON script child. */
interface AmpConfiguredAttributes {
  id?: string;
  /** amp-analytics: a vendor AMP configures itself (`chartbeat`). */
  type?: string;
  layout?: 'nodisplay';
  'data-block-on-consent'?: string;
  children?: React.ReactNode;
}

declare module 'react' {
  // AMP's actions (`on="tap:consent.accept"`), an attribute of any element of an AMP page.
  // (Merged into React's own interface, whose type parameter it must repeat.)
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    on?: string;
  }

  namespace JSX {
    interface IntrinsicElements {
      'amp-img': AmpImgAttributes;
      'amp-consent': AmpConfiguredAttributes;
      'amp-analytics': AmpConfiguredAttributes;
    }
  }
}
