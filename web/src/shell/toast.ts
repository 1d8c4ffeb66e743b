// A short message over the page (an error stays longer); a new one replaces the one shown.
import { $ } from './dom.js';

export function toast(msg: string, error = false): void {
  const t = $('#toast');
  t.textContent = msg;
  t.className = error ? 'show error' : 'show';
  clearTimeout(Number(t.dataset['timer']));
  t.dataset['timer'] = String(window.setTimeout(() => { t.className = ''; }, error ? 6000 : 3000));
}
