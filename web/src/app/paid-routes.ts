/** The paid routes (/paid-content/...), and the component type holding the story each shows. */
export const PAID_ROUTES: Readonly<Record<string, 'Article' | 'Video'>> = {
  'sponsored-article': 'Article',
  'video-sponsored': 'Video',
};

export function isPaidRoute(name: string): boolean {
  return Object.hasOwn(PAID_ROUTES, name);
}
