/**
 * The consent preferences dialog (spec 001 s8): each of the five categories with what it is
 * for and a switch, strictly necessary always on; 'Save my choices' keeps exactly what is
 * switched on, 'Accept all' everything. Opens on what the reader allowed so far.
 */
import { useState } from 'react';
import { ModalDialog } from '../../components/ModalDialog/ModalDialog';
import { ConsentActions, ConsentButton } from '../ConsentActions/ConsentActions';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../consent-categories';
import type { ConsentStore } from '../consent-store';
import { CATEGORY_TEXTS, PREFERENCES_TITLE } from '../consent-texts';
import styles from './ConsentPreferences.module.css';

export interface ConsentPreferencesProps {
  store: ConsentStore;
  onClose: () => void;
  /** Called once a choice is kept. */
  onChosen: () => void;
}

export function ConsentPreferences({ store, onClose, onChosen }: ConsentPreferencesProps) {
  const [allowed, setAllowed] = useState(
    () => new Set(CATEGORY_TEXTS.map(({ id }) => id).filter((id) => store.allowed(id))),
  );
  const toggle = (id: ConsentCategory, on: boolean) =>
    setAllowed((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const keep = (categories: Iterable<ConsentCategory>) => {
    store.choose(categories);
    onChosen();
  };
  return (
    <ModalDialog
      title={PREFERENCES_TITLE}
      onClose={onClose}
      className={styles.modal}
      dialogClassName={styles.dialog}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          keep(allowed);
        }}
      >
        <ul className={styles.list}>
          {CATEGORY_TEXTS.map(({ id, name, purpose }) => {
            const always = id === CONSENT_CATEGORIES.critical;
            return (
              <li key={id}>
                <label className={styles.label}>
                  <input
                    type="checkbox"
                    name={id}
                    checked={always || allowed.has(id)}
                    disabled={always}
                    onChange={(event) => toggle(id, event.target.checked)}
                    aria-describedby={`consent-purpose-${id}`}
                  />
                  <span>{name}</span>
                </label>
                <p id={`consent-purpose-${id}`} className={styles.purpose}>
                  {purpose}
                </p>
              </li>
            );
          })}
        </ul>
        <ConsentActions>
          <ConsentButton type="submit">Save my choices</ConsentButton>
          <ConsentButton
            type="button"
            primary
            onClick={() => keep(CATEGORY_TEXTS.map(({ id }) => id))}
          >
            Accept all
          </ConsentButton>
        </ConsentActions>
      </form>
    </ModalDialog>
  );
}
