/**
 * The accordion: the menu with every section (spec 001 s2), a drawer from the side, 468 px wide
 * on wide screens (spec 001 s9) and the whole width on phones. One section open at a time; a
 * click on the open one collapses it; the page does not scroll while the drawer is open
 * (spec 001 s4: the header locks it with components/modal/scroll-lock.ts). The Trending
 * section loads its stories on its first expansion.
 */
import type { MenuItem } from '@bytewire/contracts';
import { useState } from 'react';
import { MenuIcon } from './icons';
import type { HeaderMenu } from './menu-model';
import { MenuLinks } from './MenuLinks';
import { TrendingLinks } from './TrendingLinks';
import type { MenuControls } from './use-menus';
import { EditionLinks } from './EditionsMenu';

interface AccordionProps {
  menus: readonly HeaderMenu[];
  editions?: MenuItem;
  controls: MenuControls;
}

function SectionBody({ menu, open }: { menu: HeaderMenu; open: boolean }) {
  if (menu.kind === 'trending') return <TrendingLinks active={open} />;
  return <MenuLinks item={menu.item} />;
}

export function AccordionSections({ menus, editions, controls }: AccordionProps) {
  const [openSection, setOpenSection] = useState<string | null>(null);
  const sections = editions
    ? [...menus, { id: 'editions', item: editions, kind: 'list' as const }]
    : menus;
  const toggle = (id: string) => setOpenSection((current) => (current === id ? null : id));
  return (
    <div className="accordion">
      <div className="accordion__head">
        <span className="accordion__title">Menu</span>
        <button
          type="button"
          className="accordion__close"
          onClick={controls.closeAll}
          aria-label="Close the menu"
        >
          <MenuIcon name="close" />
        </button>
      </div>
      <ul className="accordion__sections">
        {sections.map((menu) => {
          const open = openSection === menu.id;
          return (
            <li key={menu.id} className="accordion__section" data-open={open || undefined}>
              <div className="accordion__heading">
                <button
                  type="button"
                  className="accordion__toggle"
                  data-accordion-section={menu.id}
                  aria-expanded={open}
                  aria-controls={`accordion-panel-${menu.id}`}
                  onClick={() => toggle(menu.id)}
                >
                  {menu.item.linkText}
                  <MenuIcon name="chevron" className="accordion__chevron" />
                </button>
              </div>
              <div
                id={`accordion-panel-${menu.id}`}
                className="accordion__panel"
                role="region"
                aria-label={menu.item.linkText}
                hidden={!open}
              >
                {menu.id === 'editions' ? (
                  <EditionLinks item={menu.item} />
                ) : (
                  <SectionBody menu={menu} open={open} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
