/**
 * The is-routing flag (spec 000 s4): on from navigation start to navigation end, as
 * `data-routing` on the <html> element (styles and tests read it; nothing is shown by it).
 */
import { useEffect } from 'react';
import { useNavigation } from 'react-router-dom';

export const ROUTING_ATTRIBUTE = 'data-routing';

export function useRoutingFlag(): void {
  const routing = useNavigation().state !== 'idle';
  useEffect(() => {
    document.documentElement.toggleAttribute(ROUTING_ATTRIBUTE, routing);
  }, [routing]);
}
