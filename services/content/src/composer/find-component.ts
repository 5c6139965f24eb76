import type { Feature, FeatureRow, PageComponent } from '@bytewire/contracts';

function inRows(rows: readonly FeatureRow[] | undefined, name: string): PageComponent | undefined {
  for (const row of rows ?? []) {
    for (const column of row.columns) {
      const found = findComponent(column.components, name) ?? inRows(column.children, name);
      if (found) return found;
    }
    const nested = inRows(row.children, name);
    if (nested) return nested;
  }
  return undefined;
}

/** A component by name, looking inside feature layouts too. */
export function findComponent(
  components: readonly PageComponent[],
  name: string,
): PageComponent | undefined {
  for (const component of components) {
    if (component.meta.componentName === name) return component;
    if (component.meta.componentType === 'Feature' && component.item) {
      const found = inRows((component.item as Feature).rows, name);
      if (found) return found;
    }
  }
  return undefined;
}
