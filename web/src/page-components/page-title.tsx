/**
 * The page's own title, for the components inside it: a component whose heading would repeat
 * the page's h1 (a static page's text, an article shown on the generic screen, a feature's
 * introduction) shows without it.
 */
import { anyItemOf, type PageComponent } from '@bytewire/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const PageTitleContext = createContext<string | undefined>(undefined);

export function PageTitleProvider({ title, children }: { title: string; children: ReactNode }) {
  return <PageTitleContext.Provider value={title}>{children}</PageTitleContext.Provider>;
}

export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext);
}

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether the component's own title or headline is the page title. */
export function repeatsPageTitle(component: PageComponent, pageTitle: string | undefined): boolean {
  if (!pageTitle) return false;
  const item = anyItemOf(component);
  const headline = item && 'headline' in item ? item.headline : undefined;
  const titles = [item?.title, headline, component.list?.title];
  return titles.some((title) => title !== undefined && normalise(title) === normalise(pageTitle));
}
