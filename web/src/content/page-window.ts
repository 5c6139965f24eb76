/**
 * Where a listing page sits in its whole list (spec 001 s3 "results pagination shows min, max
 * and total"): the 1-based range shown, the total, and the neighbouring page numbers.
 */
import type { Paging } from '@bytewire/contracts';

export interface PageWindow {
  /** First item shown, 1-based; 0 for an empty list. */
  min: number;
  /** Last item shown. */
  max: number;
  total: number;
  page: number;
  previousPage?: number;
  nextPage?: number;
}

export function pageWindow({ limit, offset, total }: Paging): PageWindow {
  const safeTotal = Math.max(0, Math.floor(total));
  const safeLimit = Math.max(1, Math.floor(limit));
  const safeOffset = Math.max(0, Math.floor(offset));
  const page = Math.floor(safeOffset / safeLimit) + 1;
  const max = Math.min(safeOffset + safeLimit, safeTotal);
  const min = max === 0 ? 0 : Math.min(safeOffset + 1, max);
  return {
    min,
    max,
    total: safeTotal,
    page,
    previousPage: page > 1 ? page - 1 : undefined,
    nextPage: max < safeTotal ? page + 1 : undefined,
  };
}
