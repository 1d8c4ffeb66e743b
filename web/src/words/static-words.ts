// Words named in the markup: data-words="id" words an element's text, data-words-title,
// data-words-aria-label, data-words-placeholder and data-words-content its attributes. The pages'
// static HTML and the shell's long-lived elements carry them, so a change of language re-words
// them in one pass. A message may mark **bold** and ⟦key caps⟧: they become <b> and <kbd> built
// as elements with text, never parsed as HTML.
import type { WordKey, WordParams } from './keys.js';
import { t, word } from './words.js';

const ATTRS = ['title', 'aria-label', 'placeholder', 'content'] as const;
type WordAttr = (typeof ATTRS)[number];

/** "**Undo** (⟦U⟧) takes back…" as nodes: text, <b>, <kbd>. */
export function markedText(text: string): Node[] {
  const out: Node[] = [];
  for (const part of text.split(/(\*\*[^*]+\*\*|⟦[^⟧]+⟧)/)) {
    if (!part) continue;
    const tag = part.startsWith('**') ? 'b' : part.startsWith('⟦') ? 'kbd' : null;
    if (!tag) { out.push(document.createTextNode(part)); continue; }
    const el = document.createElement(tag);
    el.textContent = tag === 'b' ? part.slice(2, -2) : part.slice(1, -1);
    out.push(el);
  }
  return out;
}

/** Re-words every element under root that names its words. */
export function applyWords(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-words]')) {
    const text = word(el.dataset['words']!);
    if (/\*\*|⟦/.test(text)) el.replaceChildren(...markedText(text));
    else el.textContent = text;
  }
  for (const attr of ATTRS) {
    for (const el of root.querySelectorAll<HTMLElement>(`[data-words-${attr}]`)) {
      el.setAttribute(attr, word(el.getAttribute(`data-words-${attr}`)!));
    }
  }
}

/** Attributes for h(): the element's text by id, kept by applyWords. */
export function said(key: WordKey & keyof NoParams): { text: string; 'data-words': string } {
  return { text: t(key), 'data-words': key };
}

/** Attributes for h(): an attribute's words by id, kept by applyWords. */
export function saidAttr(attr: WordAttr, key: WordKey & keyof NoParams): Record<string, string> {
  return { [attr]: t(key), [`data-words-${attr}`]: key };
}

/** The ids whose messages take no parameters: the only ones markup can name. */
type NoParams = { [K in WordKey as WordParams[K] extends Record<string, never> ? K : never]: true };
