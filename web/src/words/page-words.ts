// A page's words at start: the chosen language's catalog loaded (English when another cannot be
// fetched), the static HTML worded, a picker in each .lang-slot. Every page's script awaits it
// before it words anything itself.
import { mountPickers } from './picker.js';
import { applyWords } from './static-words.js';
import { chosenLanguage, useLanguage } from './words.js';

export async function startWords(): Promise<void> {
  const lang = chosenLanguage();
  try {
    await useLanguage(lang);
  } catch (e) {
    if (lang === 'en') throw e;
    await useLanguage('en');
  }
  applyWords(document);
  mountPickers();
}
