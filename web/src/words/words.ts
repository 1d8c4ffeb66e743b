// The words the pages show, as data (docs/words.md): the chosen language's Fluent catalog
// (web/words/<lang>.ftl, copied to words/ beside the pages) is fetched once, and t() words a
// message id with its parameters. Only the chosen language is fetched, so a first screen carries
// one catalog. Plurals, counters and word order live in the messages (Intl.PluralRules and
// Intl.NumberFormat inside Fluent), never in code.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import type { WordKey, WordParams } from './keys.js';

export const LANGUAGES = ['en', 'ja'] as const;
export type Lang = (typeof LANGUAGES)[number];
/** Where the reader's choice from a picker is remembered (a link's ?lang= is not remembered). */
export const LANG_STORE = 'words.lang.v1';

let bundle: FluentBundle | null = null;
let current: Lang = 'en';
const loaded = new Map<Lang, Promise<FluentResource>>();
const listeners = new Set<() => void>();

function known(v: string | null | undefined): Lang | null {
  const l = v?.toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(l ?? '') ? (l as Lang) : null;
}

/** ?lang=ja or #lang=ja (the hash may hold other fields: #quick&lang=ja, #record=…&lang=ja). */
export function urlLanguage(loc: { search: string; hash: string } = location): Lang | null {
  return known(new URLSearchParams(loc.search).get('lang')) ?? known(/(?:^#|[#&])lang=([A-Za-z-]+)/.exec(loc.hash)?.[1]);
}

/** The browser's: the first of its languages that is one of ours (ja-JP -> ja), else English. */
export function browserLanguage(list: readonly string[] = navigator.languages ?? [navigator.language]): Lang {
  for (const l of list) { const k = known(l); if (k) return k; }
  return 'en';
}

function storedLanguage(): Lang | null {
  try { return known(localStorage.getItem(LANG_STORE)); } catch { return null; }
}

/** A link's language first, then the reader's last choice, then the browser's. */
export function chosenLanguage(): Lang { return urlLanguage() ?? storedLanguage() ?? browserLanguage(); }

export function language(): Lang { return current; }

function resource(lang: Lang): Promise<FluentResource> {
  let r = loaded.get(lang);
  if (!r) {
    r = fetch(new URL(`words/${lang}.ftl`, document.baseURI)).then(async (res) => {
      if (!res.ok) throw new Error(`words/${lang}.ftl: ${res.status}`);
      return new FluentResource(await res.text());
    });
    r.catch(() => loaded.delete(lang));   // tried again at the next switch
    loaded.set(lang, r);
  }
  return r;
}

/** Makes lang the page's language: its catalog loaded, <html lang> set, the listeners told. */
export async function useLanguage(lang: Lang): Promise<void> {
  const res = await resource(lang);
  // no bidi isolation marks: both languages run left to right, and tests compare plain text
  const b = new FluentBundle(lang, { useIsolating: false });
  b.addResource(res);
  bundle = b;
  current = lang;
  document.documentElement.lang = lang;
  for (const fn of listeners) fn();
}

/** The reader's choice from a picker: used now and remembered. */
export async function chooseLanguage(lang: Lang): Promise<void> {
  await useLanguage(lang);
  try { localStorage.setItem(LANG_STORE, lang); } catch { /* private mode: not remembered */ }
}

/** Called after every change of language (and not for the first one: a page words itself then). */
export function onLanguage(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

type Args<K extends WordKey> = WordParams[K] extends Record<string, never> ? [] : [WordParams[K]];

/** A message in the page's language. An id without a message (tests/words/ keep there being none) reads as the id. */
export function t<K extends WordKey>(key: K, ...args: Args<K>): string {
  return word(key, args[0]);
}

/** t() for an id read from the page (data-words attributes), unchecked by tsc: tests/words/ check them. */
export function word(key: string, args?: Record<string, string | number>): string {
  const message = bundle?.getMessage(key);
  if (!message?.value) return key;
  return bundle!.formatPattern(message.value, args, []);
}
