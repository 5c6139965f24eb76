/**
 * A feature page's layout (spec 000 s3 Feature: rows and columns, each with colspan, label,
 * components, children), read defensively from upstream data: a colspan is a whole number of
 * the 12-column grid (anything else spans the full width), components without a type and
 * error list are left out, and nesting stops at a sane depth.
 */
import { isRecord, type PageComponent } from '@bytewire/contracts';

export const GRID_COLUMNS = 12;
/** Rows inside columns inside rows...: deeper than this is no layout a page needs. */
const MAX_DEPTH = 4;

export interface FeatureColumnView {
  colspan: number;
  label?: string;
  components: PageComponent[];
  children: FeatureRowView[];
}

export interface FeatureRowView {
  label?: string;
  columns: FeatureColumnView[];
  children: FeatureRowView[];
}

export function colspanOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= GRID_COLUMNS
    ? value
    : GRID_COLUMNS;
}

function labelOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isComponent(value: unknown): value is PageComponent {
  return (
    isRecord(value) &&
    isRecord(value.meta) &&
    typeof value.meta.componentType === 'string' &&
    Array.isArray(value.errors)
  );
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function column(value: unknown, depth: number): FeatureColumnView[] {
  if (!isRecord(value)) return [];
  return [
    {
      colspan: colspanOf(value.colspan),
      label: labelOf(value.label),
      components: listOf(value.components).filter(isComponent),
      children: featureRows(value.children, depth + 1),
    },
  ];
}

/** The rows of a feature (its `rows`, or a column's or row's `children`). */
export function featureRows(value: unknown, depth = 0): FeatureRowView[] {
  if (depth >= MAX_DEPTH) return [];
  return listOf(value).flatMap((row) =>
    isRecord(row)
      ? [
          {
            label: labelOf(row.label),
            columns: listOf(row.columns).flatMap((c) => column(c, depth)),
            children: featureRows(row.children, depth + 1),
          },
        ]
      : [],
  );
}

/** Drops what would show nothing: columns with no content, then rows with no columns. */
export function visibleRows(
  rows: readonly FeatureRowView[],
  shows: (component: PageComponent) => boolean,
): FeatureRowView[] {
  return rows.flatMap((row) => {
    const columns = row.columns.flatMap((c) => {
      const components = c.components.filter(shows);
      const children = visibleRows(c.children, shows);
      return components.length > 0 || children.length > 0 ? [{ ...c, components, children }] : [];
    });
    const children = visibleRows(row.children, shows);
    return columns.length > 0 || children.length > 0 ? [{ ...row, columns, children }] : [];
  });
}
