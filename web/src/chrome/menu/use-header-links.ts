/**
 * The header's menu items: the server's (header_links for the request's edition), asked again
 * in the browser for an edition other than the default one (spec 001 s4 "Non-US editions load
 * header links again after edition init"). A failure keeps the server's items (spec 001 s8).
 */
import type { MenuItem } from '@bytewire/contracts';
import { DEFAULT_EDITION } from '@bytewire/site';
import { useEffect, useState } from 'react';
import { chromeClientFor } from '../data/chrome-client';
import { useChromeSite } from '../data/chrome-site';

export function useHeaderLinks(fromServer: readonly MenuItem[]): readonly MenuItem[] {
  const { siteId, edition } = useChromeSite();
  const [items, setItems] = useState(fromServer);
  useEffect(() => {
    if (edition === DEFAULT_EDITION) return;
    let current = true;
    chromeClientFor(siteId)
      .getHeaderLinks(edition)
      .then(
        (loaded) => current && loaded.length > 0 && setItems(loaded),
        // Swallowed (spec 001 s8): the server's items stay.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [siteId, edition]);
  return items;
}
