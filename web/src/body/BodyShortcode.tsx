/**
 * One shortcode of an article body, with its payload from the article: image → figure,
 * commercelink → (already a commerce link, see sanitise.ts), listicle → listicle module,
 * reviewcard → review card, the injected related-stories → the related stories module.
 * An unknown shortcode, or one whose payload is missing or malformed, renders nothing.
 * Listicles and review cards come from a chunk of their own, loaded before such a page renders
 * (product-modules-loader.ts); one not loaded yet suspends until it is.
 */
import type { ContentLink } from '@bytewire/contracts';
import { use } from 'react';
import { BodyFigure } from './modules/BodyFigure/BodyFigure';
import { RelatedStories } from './modules/RelatedStories/RelatedStories';
import { loadedProductModules, loadProductModules } from './product-modules-loader';
import { RELATED_STORIES_SHORTCODE, RELATED_STORIES_UUID } from './related-injection';
import type { ShortcodeRef } from './sanitise';
import { bodyImage, listicleOf, reviewCardOf, type ShortcodePayloads } from './shortcode-data';

interface BodyShortcodeProps {
  shortcode: ShortcodeRef;
  article: ShortcodePayloads;
  related: readonly ContentLink[];
}

export function BodyShortcode({ shortcode, article, related }: BodyShortcodeProps) {
  switch (shortcode.type) {
    case 'image': {
      const image = bodyImage(article, shortcode.uuid);
      return image ? <BodyFigure image={image} /> : null;
    }
    case 'listicle': {
      const listicle = listicleOf(article, shortcode.uuid);
      if (!listicle) return null;
      const { ListicleModule } = loadedProductModules() ?? use(loadProductModules());
      return <ListicleModule listicle={listicle} />;
    }
    case 'reviewcard': {
      const card = reviewCardOf(article, shortcode.uuid);
      if (!card) return null;
      const { ReviewCardModule } = loadedProductModules() ?? use(loadProductModules());
      return <ReviewCardModule card={card} />;
    }
    case RELATED_STORIES_SHORTCODE:
      return shortcode.uuid === RELATED_STORIES_UUID ? <RelatedStories links={related} /> : null;
    default:
      return null;
  }
}
