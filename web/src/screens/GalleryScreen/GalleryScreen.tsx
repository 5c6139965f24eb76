/**
 * A picture gallery (route `gallery`, /pictures/{slug}/{pageNumber?}/): one photo per page
 * (see gallery/gallery-slides for how page numbers map to photos), with previous and next
 * links, "n of N" and numbered pages, rel prev/next in the head, the ImageGallery JSON-LD,
 * the specs of the product it shows (if any), then the page's other listings (more galleries).
 */
import type { TechProduct } from '@bytewire/contracts';
import { usePageLocation } from '../../app/page-location';
import { useRootData } from '../../app/use-root-data';
import { ProductDetails } from '../../components/review/ProductDetails/ProductDetails';
import { Section } from '../../components/Section/Section';
import { StoryList } from '../../components/StoryList/StoryList';
import { PageHead } from '../../document/PageHead/PageHead';
import { componentsOfType, componentTitle, contentLinksOf } from '../../content/component-items';
import { galleryOf } from '../../gallery/gallery-item';
import { galleryItems, gallerySlide, slidePath } from '../../gallery/gallery-slides';
import { GalleryHeader } from '../../gallery/GalleryHeader/GalleryHeader';
import { GalleryJsonLd } from '../../gallery/GalleryJsonLd';
import { GalleryPager } from '../../gallery/GalleryPager/GalleryPager';
import { GallerySlideView } from '../../gallery/GallerySlideView/GallerySlideView';
import { absoluteUrl } from '../../seo/absolute-url';
import { NotFoundScreen } from '../StatusPage/NotFoundScreen';
import type { ScreenProps } from '../screen-props';
import styles from './GalleryScreen.module.css';

/** The specs of the product the gallery shows (its relatedProduct), titled with its name. */
function GalleryProduct({ product }: { product: TechProduct | undefined }) {
  const name = product?.product?.name?.trim();
  return <ProductDetails product={product} title={name ? `${name} specs` : undefined} />;
}

/** The page's listings with links (more galleries), each as a titled section. */
function RelatedLists({ page }: Pick<ScreenProps, 'page'>) {
  return (
    <>
      {componentsOfType(page, 'ContentList').map((component) => {
        const links = contentLinksOf(component);
        if (links.length === 0) return null;
        const { viewMoreText, viewMoreUrl } = component.list ?? {};
        return (
          <Section
            key={component.name}
            title={componentTitle(component)}
            more={
              viewMoreText && viewMoreUrl ? { text: viewMoreText, url: viewMoreUrl } : undefined
            }
          >
            <StoryList links={links} dense />
          </Section>
        );
      })}
    </>
  );
}

/** A page without a usable gallery still shows what it has, on the generic page screen. */
export const showsGallery = ({ page }: ScreenProps) => galleryOf(page) !== undefined;

export function GalleryScreen(props: ScreenProps) {
  const { page, params } = props;
  const { site } = useRootData();
  const { pathname } = usePageLocation();
  const gallery = galleryOf(page);
  // Never: such a page shows on the generic page screen (showsGallery).
  if (!gallery) return null;

  const items = galleryItems(gallery);
  const slide = gallerySlide(items, params.pageNumber);
  // Past the last photo (or a gallery with none): the content API answers these with 404, so
  // only an upstream that does not gets here; the reader still sees the 404 page, unindexed.
  if (!slide) {
    return (
      <>
        <PageHead title="Page not found" noIndex />
        <NotFoundScreen />
      </>
    );
  }

  // Links are built from the path's slug, which passed the route's rules.
  const slug = params.slug ?? gallery.slug;
  const pathOf = (n: number | undefined) => (n === undefined ? undefined : slidePath(slug, n));
  const galleryUrl =
    absoluteUrl(gallery.canonicalUrl || slidePath(slug, 1) || pathname, site.publicUrl) ?? pathname;
  return (
    <article className={styles.root}>
      <PageHead
        title={page.meta.title || gallery.title}
        description={page.meta.description || gallery.dek}
        canonical={page.meta.canonicalUrl || pathOf(slide.page)}
        relPrev={pathOf(slide.previousPage)}
        relNext={pathOf(slide.nextPage)}
        social={{ title: gallery.title, image: slide.item.image, type: 'article' }}
      />
      <GalleryJsonLd gallery={gallery} items={items} url={galleryUrl} />
      <GalleryHeader gallery={gallery} />
      <GallerySlideView item={slide.item} page={slide.page} />
      <GalleryPager slug={slug} slide={slide} label="Gallery pages" />
      <GalleryProduct product={gallery.relatedProduct} />
      <RelatedLists page={page} />
    </article>
  );
}
