/** What every component renderer of the registry gets. */
import type { PageComponent } from '@bytewire/contracts';

export type HeadingLevel = 2 | 3;

/**
 * `page`: the component is the page's main content (the generic screen). `listing`: it is one
 * part among others (a feature cell, a listing page's side list): content objects show as
 * teaser cards there.
 */
export type RenderContext = 'page' | 'listing';

export interface RendererProps {
  component: PageComponent;
  /** The level of the component's own heading. */
  level: HeadingLevel;
  /** Whether the component shows its heading (false when the screen has headed it already). */
  titled: boolean;
  context: RenderContext;
}

/** The heading level of the cards of a component headed at `level` (StoryCard stops at h3). */
export function cardLevel(level: HeadingLevel, titled: boolean): HeadingLevel {
  return titled ? 3 : level;
}
