/**
 * The header's menus from the `header_links` items (spec 001 s2): the menus of the navigation
 * row (Trending, each Topics section as a menu of its own, Buying Guides, More), the tools at
 * the end of the bar (Search, Account, Editions) and the accordion, which holds every
 * navigation menu as one of its sections. Items the header does not know are left out.
 */
import type { MenuAction, MenuItem } from '@bytewire/contracts';

/** How a menu's panel shows its links. */
export type MenuKind = 'trending' | 'columns' | 'list';

export interface HeaderMenu {
  /** Stable and unique: `menu-panel-{id}` names its panel, `data-menu={id}` its toggle. */
  id: string;
  item: MenuItem;
  kind: MenuKind;
}

export interface HeaderModel {
  /** The navigation row, in order; also the accordion's sections. */
  menus: HeaderMenu[];
  search?: MenuItem;
  account?: MenuItem;
  editions?: MenuItem;
  accordion?: MenuItem;
}

function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'menu'
  );
}

function kindOf(item: MenuItem): MenuKind {
  if (item.data === 'trending') return 'trending';
  return item.subNav && item.subNav.length > 0 ? 'columns' : 'list';
}

const TOOLS = ['search', 'account', 'editions', 'accordion'] as const satisfies MenuAction[];
type Tool = (typeof TOOLS)[number];

function isTool(value: string | undefined): value is Tool {
  return (TOOLS as readonly (string | undefined)[]).includes(value);
}

function hasLinks(menu: HeaderMenu): boolean {
  if (menu.kind === 'trending') return true;
  return (menu.item.subNav?.some((c) => c.length > 0) ?? false) || !!menu.item.sections?.length;
}

export function headerModel(items: readonly MenuItem[]): HeaderModel {
  const model: HeaderModel = { menus: [] };
  const ids = new Set<string>(TOOLS);
  const add = (item: MenuItem) => {
    let id = item.data === 'trending' ? 'trending' : slugOf(item.linkText);
    // Two items of one name still get two panels.
    for (let n = 2; ids.has(id); n++) id = `${slugOf(item.linkText)}-${n}`;
    ids.add(id);
    const menu: HeaderMenu = { id, item, kind: kindOf(item) };
    if (hasLinks(menu)) model.menus.push(menu);
  };
  for (const item of items) {
    if (isTool(item.data)) {
      model[item.data] ??= item;
    } else if (item.data === 'topics' && item.sections) {
      // Tech, Innovation, Business, Security and Advice each open on their own.
      item.sections.forEach(add);
    } else {
      add(item);
    }
  }
  return model;
}
