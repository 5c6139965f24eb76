/**
 * The provider screens' one script (served from its own origin: the content security policy
 * allows no inline code). Each screen works without it; with it, the password checklist follows
 * typing, the address step shows that it is checking, and the logout form sends itself.
 */
import { checkPassword } from '@bytewire/contracts';

function followChecklist(input: HTMLInputElement): void {
  const list = document.getElementById(input.dataset.passwordChecklist ?? '');
  if (!list) return;
  const update = () => {
    const check = checkPassword(input.value);
    for (const item of Array.from(list.querySelectorAll<HTMLElement>('li[data-flag]'))) {
      const met = input.value !== '' && Boolean(check[item.dataset.flag as keyof typeof check]);
      item.className = met ? 'met' : 'unmet';
    }
  };
  input.addEventListener('input', update);
}

function showChecking(form: HTMLFormElement): void {
  form.addEventListener('submit', () => {
    const status = document.getElementById(form.dataset.checkingStatus ?? '');
    if (status) status.hidden = false;
    form.setAttribute('aria-busy', 'true');
  });
}

function start(): void {
  document
    .querySelectorAll<HTMLInputElement>('input[data-password-checklist]')
    .forEach(followChecklist);
  document.querySelectorAll<HTMLFormElement>('form[data-checking-status]').forEach(showChecking);
  document.querySelector<HTMLButtonElement>('button[data-auto-submit]')?.click();
}

start();
