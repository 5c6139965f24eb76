/** The top of a gallery, on its pages and in its AMP copy: title, dek, byline with dates. */
import type { Gallery } from '@bytewire/contracts';
import { Byline } from '../../components/Byline/Byline';
import { StoryDek } from '../../components/StoryHeader/StoryHeader';
import styles from './GalleryHeader.module.css';

export function GalleryHeader({ gallery }: { gallery: Gallery }) {
  return (
    <header className={styles.root}>
      <h1>{gallery.title}</h1>
      <StoryDek dek={gallery.dek} />
      <Byline
        author={gallery.author}
        moreAuthors={gallery.moreAuthors}
        editors={gallery.editors}
        published={gallery.datePublished}
        updated={gallery.dateUpdated}
      />
    </header>
  );
}
