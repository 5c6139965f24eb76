import { Global, Logger, Module } from '@nestjs/common';
import { ContentConfig } from '../config/environment';
import { generateCorpus } from './corpus';
import { CorpusIndex } from './corpus-index';

/** Generates the corpus once at start-up and shares its index. */
@Global()
@Module({
  providers: [
    {
      provide: CorpusIndex,
      inject: [ContentConfig],
      useFactory: (config: ContentConfig) => {
        const started = performance.now();
        const corpus = generateCorpus({
          seed: config.corpusSeed,
          anchor: config.corpusAnchor,
          publicationName: config.publicationName,
          siteId: config.siteId,
        });
        const index = new CorpusIndex(corpus);
        new Logger('Corpus').log(
          `Generated ${corpus.articles.length} articles, ${corpus.reviews.length} reviews, ${corpus.galleries.length} galleries, ` +
            `${corpus.videos.length} videos (seed ${corpus.seed}, anchor ${corpus.anchor}) in ${Math.round(performance.now() - started)} ms`,
        );
        return index;
      },
    },
  ],
  exports: [CorpusIndex],
})
export class CorpusModule {}
