// A language's catalog is the files of web/words/<lang>/ (one per area: shell.ftl, carcassonne-*.ftl,
// …) joined in name order: areas are edited apart, and the pages fetch the one joined file of
// the language in use (words/<lang>.ftl beside the pages; docs/words.md).
//   node scripts/words-catalog.mjs OUT_DIR   writes OUT_DIR/<lang>.ftl for every language
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const WORDS = path.join(root, 'web/words');

/** The languages: the folders of web/words. */
export const languages = () => readdirSync(WORDS, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();

/** The files of one language's catalog, in the order they are joined. */
export const catalogFiles = (lang) =>
  readdirSync(path.join(WORDS, lang)).filter((f) => f.endsWith('.ftl')).sort().map((f) => path.join(WORDS, lang, f));

/** One language's whole catalog, as the pages read it. */
export const catalogText = (lang) => catalogFiles(lang).map((f) => readFileSync(f, 'utf8').replace(/\n*$/, '\n')).join('\n');

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out || process.argv.length > 3) {
    console.error('usage: node scripts/words-catalog.mjs OUT_DIR');
    process.exit(2);
  }
  mkdirSync(out, { recursive: true });
  for (const lang of languages()) writeFileSync(path.join(out, `${lang}.ftl`), catalogText(lang));
}
