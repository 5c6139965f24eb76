import { CLOSE_AD_LABEL } from './ad-constants';

/** The `Close Ad` control of a slot (spec 001 s9), added once to its container. */
export function addCloseButton(container: HTMLElement, onClose: () => void): void {
  if (container.querySelector(':scope > .ad-close')) return;
  const button = container.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'ad-close';
  button.setAttribute('aria-label', CLOSE_AD_LABEL);
  button.textContent = '×';
  button.addEventListener('click', onClose, { once: true });
  container.append(button);
}

export function removeCloseButton(container: HTMLElement): void {
  container.querySelector(':scope > .ad-close')?.remove();
}
