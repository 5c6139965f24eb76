/**
 * The accordion: the menu with every section (spec 001 s2), a drawer from the side, 468 px wide
 * on wide screens (spec 001 s9) and the whole width on phones. One section open at a time; a
 * click on the open one collapses it; the page does not scroll while the drawer is open
 * (spec 001 s4: the header locks it with components/ModalDialog/scroll-lock.ts). The Trending
 * section loads its stories on its first expansion.
 */
import type { MenuItem } from '@bytewire/contracts';
import { useState } from 'react';
import type { HeaderMenu } from '../menu/menu-model';
import type { MenuControls } from '../menu/use-menus';
import { EditionLinks } from './EditionsMenu';
import styles from './HeaderMenu.module.css';
import { MenuIcon } from './icons';
import { MenuLinks } from './MenuLinks';
import { TrendingLinks } from './TrendingLinks';

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
    <div>
      <div className={styles.accordionHead}>
        <span className={styles.accordionTitle}>Menu</span>
        <button
          type="button"
          className={styles.accordionClose}
          onClick={controls.closeAll}
          aria-label="Close the menu"
        >
          <MenuIcon name="close" />
        </button>
      </div>
      <ul className={styles.accordionSections}>
        {sections.map((menu) => {
          const open = openSection === menu.id;
          return (
            <li key={menu.id} className={styles.accordionSection} data-open={open || undefined}>
              <div>
                <button
                  type="button"
                  className={styles.accordionToggle}
                  data-accordion-section={menu.id}
                  aria-expanded={open}
                  aria-controls={`accordion-panel-${menu.id}`}
                  onClick={() => toggle(menu.id)}
                >
                  {menu.item.linkText}
                  <MenuIcon name="chevron" className={styles.accordionChevron} />
                </button>
              </div>
              <div
                id={`accordion-panel-${menu.id}`}
                className={styles.accordionPanel}
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
