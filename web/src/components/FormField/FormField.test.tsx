/**
 * @jest-environment jsdom
 *
 * A form's labelled field and its error ids (use-field-errors): the label names the input,
 * the error line has the id the input's aria-describedby names, a missing field points at the
 * form's alert, and focusField moves the focus once the field is marked.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { FieldCounter, FormField } from './FormField';
import { useFieldErrors, type FieldCheck } from './use-field-errors';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

type Field = 'email' | 'name';

let root: Root | undefined;

function Form({ result }: { result?: FieldCheck<Field> }) {
  const fields = useFieldErrors<Field>(result);
  return (
    <form>
      <div id={fields.formErrorId} role="alert">
        {result?.formError}
      </div>
      {(['email', 'name'] as const).map((field) => (
        <FormField
          key={field}
          inputId={fields.fieldId(field)}
          label={field === 'email' ? 'Your email address' : 'Your name'}
          error={result?.fieldErrors[field]}
          errorId={fields.errorId(field)}
        >
          <input
            id={fields.fieldId(field)}
            ref={(element) => fields.setFieldElement(field, element)}
            aria-invalid={fields.isInvalid(field) || undefined}
            aria-describedby={fields.describedBy(field, ...(field === 'name' ? ['hint'] : []))}
          />
        </FormField>
      ))}
      <FieldCounter id="hint" length={12} max={10} />
      <button type="button" onClick={() => fields.focusField('name')}>
        Fix the name
      </button>
    </form>
  );
}

async function render(result?: FieldCheck<Field>) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Form result={result} />));
  return container;
}

const byLabel = (container: HTMLElement, text: string) => {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === text);
  return container.querySelector<HTMLInputElement>(`[id="${label!.htmlFor}"]`)!;
};

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('FormField and useFieldErrors', () => {
  it('leaves the fields unmarked before a check', async () => {
    const container = await render();
    const email = byLabel(container, 'Your email address');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.hasAttribute('aria-describedby')).toBe(false);
    expect(byLabel(container, 'Your name').getAttribute('aria-describedby')).toBe('hint');
  });

  it('links a field to its error and a missing field to the form alert', async () => {
    const container = await render({
      missing: ['name'],
      fieldErrors: { email: 'Please enter a valid email address.' },
      formError: 'Please fill in every field.',
    });
    const email = byLabel(container, 'Your email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Please enter a valid email address.',
    );
    const name = byLabel(container, 'Your name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const [hint, alert] = name.getAttribute('aria-describedby')!.split(' ');
    expect(hint).toBe('hint');
    expect(document.getElementById(alert!)?.getAttribute('role')).toBe('alert');
  });

  it('moves the focus to the field asked for', async () => {
    const container = await render({ missing: ['name'], fieldErrors: {} });
    const button = [...container.querySelectorAll('button')].find(
      (element) => element.textContent === 'Fix the name',
    );
    await act(async () => button!.click());
    expect(document.activeElement).toBe(byLabel(container, 'Your name'));
  });

  it('marks a counter past its limit', async () => {
    const container = await render();
    const counter = container.querySelector('#hint')!;
    expect(counter.hasAttribute('data-over-limit')).toBe(true);
    expect(counter.textContent).toBe('12 / 10 characters');
  });
});
