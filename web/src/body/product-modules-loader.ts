/**
 * The product modules' chunk (product-modules.ts), loaded before a page that needs them is
 * rendered: by the page route's loader on the server and for client navigations, before
 * hydrating in the browser (both through screens/screen-modules.ts's loadScreenFor), and by
 * seamless scrolling before it adds a story. The server names its files in the head of such a
 * page (server/screen-scripts.ts), so that the browser fetches them alongside the entry.
 */
import type { PageContent } from '../app/page-loader';
import { holdsProductModules } from './shortcode-data';

type ProductModules = typeof import('./product-modules');

/** The chunk's key in the client build's manifest (the server names its files). */
export const PRODUCT_MODULES_SOURCE = 'src/body/product-modules.ts';

let loaded: ProductModules | undefined;
let loading: Promise<ProductModules> | undefined;

export function loadProductModules(): Promise<ProductModules> {
  loading ??= import('./product-modules').then(
    (modules) => (loaded = modules),
    (error: unknown) => {
      // Forgotten, so that the next page tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The modules once loaded, else undefined. */
export function loadedProductModules(): ProductModules | undefined {
  return loaded;
}

/** Whether a page's stories may need them: an item of one of its components holds some. */
export function pageNeedsProductModules(page: Pick<PageContent, 'components'>): boolean {
  return page.components.some((component) => {
    const { item } = component as { item?: unknown };
    return typeof item === 'object' && item !== null && holdsProductModules(item);
  });
}
