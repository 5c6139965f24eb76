/**
 * The pages the warmer keeps warm (issue 8): the front door and every door route, at their
 * first page, for each edition and device class, for readers who did and did not deal with the
 * terms banner. Variants readers made of these pages besides (other A/B buckets, crawlers,
 * queries) are kept warm too while they are stored: see WarmPlanner.
 */
import {
  buildPath,
  DOOR_ROUTE_NAMES,
  getRoute,
  maxAgeOf,
  type RouteDefinition,
} from '@bytewire/routes';
import { DEVICES, LOCALES, type Device } from '@bytewire/site';

export interface DoorPage {
  route: RouteDefinition;
  path: string;
  maxAgeSeconds: number;
}

export function doorPages(): DoorPage[] {
  return ['front-door' as const, ...DOOR_ROUTE_NAMES].map((name) => {
    const route = getRoute(name);
    return { route, path: buildPath(name, {}), maxAgeSeconds: maxAgeOf(route) };
  });
}

/** The reader kinds every door is warmed for. */
export interface ReaderKind {
  edition: string;
  device: Device;
  terms: boolean;
}

export function readerKinds(): ReaderKind[] {
  return LOCALES.flatMap(({ code }) =>
    DEVICES.flatMap((device) => [false, true].map((terms) => ({ edition: code, device, terms }))),
  );
}
