import { ROUTER_HYDRATION_DATA_ELEMENT_ID } from '../../src/app/router-hydration-data';

export interface HydrationData {
  loaderData: Record<string, Record<string, unknown>>;
  actionData: unknown;
  errors: Record<string, unknown> | null;
}

const ELEMENT = new RegExp(
  `<script type="application/json" id="${ROUTER_HYDRATION_DATA_ELEMENT_ID}">(.*?)</script>`,
  's',
);

/** The router's hydration data of a rendered document (server/router-hydration-script.ts). */
export function hydrationDataOf(html: string): HydrationData {
  const match = ELEMENT.exec(html);
  if (!match) throw new Error('no hydration data in the HTML');
  return JSON.parse(match[1]) as HydrationData;
}
