/**
 * IMAGE_HOSTS: the hosts resize URLs load from (spec 000 s7: several, chosen by path length).
 * Each entry must be what `resizeUrl` of @bytewire/media accepts, so a mistake stops the
 * service at start-up instead of breaking every image of every page.
 */
import { resizeOrigin } from '@bytewire/media';
import { registerDecorator } from 'class-validator';

export const IMAGE_HOSTS_RULE =
  'IMAGE_HOSTS must be a comma-separated list of http(s) origins (e.g. https://i1.example.com, http://localhost:3000) or host names with an optional port';

/** The entries of an IMAGE_HOSTS value, as origins; undefined when one is not valid. */
export function parseImageHosts(value: string): string[] | undefined {
  const entries = value.split(',').map((entry) => entry.trim());
  const origins = entries.map(resizeOrigin);
  return origins.every((origin) => origin !== undefined) ? (origins as string[]) : undefined;
}

/** The image hosts to use: IMAGE_HOSTS when set, else the site's public origin. */
export function imageHostsFrom(imageHosts: string | undefined, publicOrigin: string): string[] {
  if (imageHosts === undefined || imageHosts.trim() === '') return [publicOrigin];
  const origins = parseImageHosts(imageHosts);
  if (origins === undefined) throw new Error(IMAGE_HOSTS_RULE);
  return origins;
}

export function IsImageHostList(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isImageHostList',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        // Empty means unset (the default applies).
        validate: (value: unknown) =>
          typeof value === 'string' &&
          (value.trim() === '' || parseImageHosts(value) !== undefined),
        defaultMessage: () => IMAGE_HOSTS_RULE,
      },
    });
  };
}
