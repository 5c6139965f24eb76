/**
 * What a corpus picture shows, decided when the corpus is built and drawn when the image is
 * asked for (compose.ts): the subject, how it is framed, the backdrop, and a seed for the small
 * details. The same illustration gives the same SVG at a size, every time.
 */
import type { DeviceKind, MotifKind } from './drawing';
import type { Backdrop, Finish } from './palette';

export type Subject =
  | { kind: 'device'; device: DeviceKind; finish: Finish; variant: number }
  | { kind: 'motif'; motif: MotifKind; finish: Finish; variant: number }
  | { kind: 'portrait'; seed: number };

/**
 * How the subject is framed:
 * - studio: a product shot against a seamless backdrop;
 * - desk: standing on a desk against a wall;
 * - closeup: enlarged, a part of it filling the frame;
 * - angle: turned a little, at an angle;
 * - pair: beside a second one in another finish;
 * - boxed: in its open box;
 * - colours: three of it, in three finishes;
 * - scene: a story's picture, the subject among floating shapes in its topic's pattern;
 * - poster: a video's still, under a studio light on a dark backdrop;
 * - portrait: a head-and-shoulders portrait filling the frame.
 */
export type Composition =
  | 'studio'
  | 'desk'
  | 'closeup'
  | 'angle'
  | 'pair'
  | 'boxed'
  | 'colours'
  | 'scene'
  | 'poster'
  | 'portrait';

export interface Illustration {
  subject: Subject;
  composition: Composition;
  backdrop: Backdrop;
  /** Small details (pattern, placement of the floating shapes), from the item's id. */
  seed: number;
}
