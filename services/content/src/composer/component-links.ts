import type { ComponentLink } from '@bytewire/contracts';
import type { PageRequest } from './page-context';

/**
 * Hrefs of component links: `self` re-fetches a component, `next` loads the following page of
 * its items. Both are API paths of the component endpoint (without the API key, which the
 * gateway adds), e.g. /api/neutron/composer/bytewire/components/door/news/doorList?pageNumber=2.
 */
export class ComponentLinks {
  constructor(
    private readonly siteId: string,
    private readonly req: PageRequest,
  ) {}

  href(componentName: string, pageNumber?: number): ComponentLink {
    const query = new URLSearchParams();
    if (pageNumber !== undefined) query.set('pageNumber', String(pageNumber));
    if (this.req.q) query.set('q', this.req.q);
    if (this.req.edition) query.set('edition', this.req.edition);
    const path = `/api/neutron/composer/${this.siteId}/components/${this.req.type}/${this.req.slug}/${componentName}`;
    return { href: `${path}?${query.toString()}` };
  }

  /** Links of a component: self always, next when there is a further page. */
  of(
    componentName: string,
    page?: number,
    hasNext = false,
  ): { self: ComponentLink; next?: ComponentLink } {
    return {
      self: this.href(componentName, page),
      next: hasNext && page !== undefined ? this.href(componentName, page + 1) : undefined,
    };
  }
}
