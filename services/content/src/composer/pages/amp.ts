import { NotFoundException } from '@nestjs/common';
import type { PageContext } from '../page-context';

/** Only these page types have AMP variants (spec 000 s2: article, gallery, review). */
const AMP_TYPES = new Set(['article', 'gallery', 'review']);

export function assertPlatform(ctx: PageContext): void {
  if (ctx.req.platform === 'amp' && !AMP_TYPES.has(ctx.req.type)) {
    throw new NotFoundException(`Page type "${ctx.req.type}" has no AMP variant`);
  }
}
