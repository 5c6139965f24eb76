/** A subject's markup in the 400 x 400 box of the drawing contract (drawing.ts). */
import { DEVICE_DRAWINGS } from './devices';
import type { Subject } from './illustration';
import { drawPortrait } from './motifs/portrait';
import { MOTIF_DRAWINGS } from './motifs/topic-motifs';
import { paintOf } from './palette';

export function subjectSvg(subject: Subject, idPrefix: string): string {
  switch (subject.kind) {
    case 'device':
      return DEVICE_DRAWINGS[subject.device]({
        paint: paintOf(subject.finish),
        variant: subject.variant,
        idPrefix,
      });
    case 'motif':
      return MOTIF_DRAWINGS[subject.motif]({
        paint: paintOf(subject.finish),
        variant: subject.variant,
        idPrefix,
      });
    case 'portrait':
      return drawPortrait(subject.seed, idPrefix).elements;
  }
}
