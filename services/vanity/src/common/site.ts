import { NotFoundException } from '@nestjs/common';

/** Quotes a client value in a message, cut short so that messages stay readable. */
export function quote(value: string): string {
  const short = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return JSON.stringify(short);
}

/** The site segment must name this site: anything else is a site we do not serve. */
export function assertSite(site: string, siteId: string): void {
  if (site !== siteId) throw new NotFoundException(`Unknown site ${quote(site)}`);
}
