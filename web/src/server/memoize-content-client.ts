/**
 * One render asks for the same page twice: the root loader for header and footer, the page
 * loader for the content. Within one request the second ask shares the first's answer.
 */
import type { ContentClient } from '@bytewire/content-client';
import type { Page } from '@bytewire/contracts';

export function memoizeContentClient(client: ContentClient): ContentClient {
  const pages = new Map<string, Promise<Page>>();
  return {
    getPage(request) {
      const key = JSON.stringify(request);
      let page = pages.get(key);
      if (!page) {
        page = client.getPage(request);
        pages.set(key, page);
      }
      return page;
    },
  };
}
