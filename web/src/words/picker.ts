// The language picker every page shows (in each element of class "lang-slot", and in the
// new-game dialog): each language named in its own words; a choice is used at once and remembered.
import { applyWords, saidAttr } from './static-words.js';
import { chooseLanguage, language, LANGUAGES, onLanguage, t, type Lang } from './words.js';

const NAME_KEYS = { en: 'lang-en', ja: 'lang-ja' } as const;

export function languagePicker(id?: string): HTMLSelectElement {
  const select = document.createElement('select');
  select.className = 'lang-picker';
  if (id) select.id = id;
  for (const [k, v] of Object.entries(saidAttr('aria-label', 'lang-picker'))) select.setAttribute(k, v);
  for (const lang of LANGUAGES) {
    const option = document.createElement('option');
    option.value = lang;
    option.lang = lang;
    option.textContent = t(NAME_KEYS[lang]);
    select.append(option);
  }
  select.value = language();
  // every picker of the page shows the language in use, whichever was used
  const unsubscribe = onLanguage(() => {
    if (!select.isConnected) { unsubscribe(); return; }
    select.value = language();
  });
  select.addEventListener('change', () => { void chooseLanguage(select.value as Lang); });
  return select;
}

/** Puts a picker in each .lang-slot of the page and keeps the page's marked words in its language. */
export function mountPickers(): void {
  document.querySelectorAll('.lang-slot').forEach((slot, i) => slot.replaceChildren(languagePicker(i === 0 ? 'lang' : undefined)));
  onLanguage(() => applyWords(document));
}
