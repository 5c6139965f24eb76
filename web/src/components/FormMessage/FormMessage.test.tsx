/**
 * A form's message line: an alert or status region that is in the markup even while empty,
 * so that the text put into it later is announced.
 */
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormMessage } from './FormMessage';

function region(element: ReactNode): HTMLElement {
  const { document } = new JSDOM(renderToStaticMarkup(element)).window;
  return document.body.firstElementChild as HTMLElement;
}

describe('FormMessage', () => {
  it('renders an alert with its id and text', () => {
    const alert = region(
      <FormMessage role="alert" id="form-error">
        Please fill in every field.
      </FormMessage>,
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.id).toBe('form-error');
    expect(alert.textContent).toBe('Please fill in every field.');
  });

  it('keeps an empty status region in the markup', () => {
    const status = region(<FormMessage role="status">{null}</FormMessage>);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.hasAttribute('id')).toBe(false);
    expect(status.textContent).toBe('');
  });
});
