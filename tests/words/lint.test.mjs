// No user-visible string literal outside the catalogs in the converted files (issue 47; docs/words.md):
// text given to textContent, to h()'s text or as its child, to a toast, or as a title, aria-label,
// placeholder or label, must come from t() / said() / saidAttr(). CONVERTED lists the files
// converted so far; the next slices add theirs (docs/words.md says how).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONVERTED = [
  ...readdirSync(path.join(ROOT, 'web/src/shell')).filter((f) => f.endsWith('.ts')).map((f) => `web/src/shell/${f}`),
  ...readdirSync(path.join(ROOT, 'web/src/words')).filter((f) => f.endsWith('.ts') && f !== 'keys.ts').map((f) => `web/src/words/${f}`),
  'web/src/carcassonne/status-line.ts',
];

// a literal (quotes or a template) holding a word of two letters or more outside ${…}
const WORDY = String.raw`(?:'[^'\n]*\p{L}{2}[^'\n]*'|"[^"\n]*\p{L}{2}[^"\n]*"|\x60(?:[^\x60$\n]|\$(?!\{))*\p{L}{2}[^\x60\n]*\x60)`;
const RULES = [
  ['textContent set to a literal', new RegExp(String.raw`\.(?:textContent|innerText|title|placeholder)\s*\+?=\s*${WORDY}`, 'u')],
  ['a shown attribute given a literal', new RegExp(String.raw`(?:\btext|\btitle|'aria-label'|\bplaceholder|\blabel|'aria-valuetext')\s*:\s*${WORDY}`, 'u')],
  ['setAttribute of a shown attribute to a literal', new RegExp(String.raw`setAttribute\(\s*'(?:title|aria-label|placeholder|aria-valuetext)'\s*,\s*${WORDY}`, 'u')],
  ['a toast of a literal', new RegExp(String.raw`toast\(\s*${WORDY}`, 'u')],
  ['a literal child of h()', new RegExp(String.raw`\}\s*,\s*${WORDY}\s*[,)]`, 'u')],
];

/** The rule each offending line breaks: [line number, rule, line]. Comments, errors thrown and console lines are not shown to players. */
export function lint(source) {
  const out = [];
  source.split('\n').forEach((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code) || /throw new Error|console\.\w+\(/.test(code)) return;
    for (const [name, re] of RULES) if (re.test(code)) out.push([i + 1, name, line.trim()]);
  });
  return out;
}

test('the converted files show no string literal: their words come from the catalogs', () => {
  const found = CONVERTED.flatMap((f) => lint(readFileSync(path.join(ROOT, f), 'utf8')).map(([n, rule, line]) => `${f}:${n}: ${rule}: ${line}`));
  assert.deepEqual(found, []);
});

test('the lint finds each kind of shown literal (and leaves words from t() alone)', () => {
  const bad = [
    "el.textContent = 'Set up a game to start.';",
    'status.textContent = `Loading ${n} sets`;',
    "h('button', { type: 'button', title: 'Remove this seat' })",
    "h('button', { 'aria-label': `Seat ${i + 1} name` })",
    "app.toast('Resumed your last game.');",
    "h('button', { type: 'submit', id: 'go' }, 'Start game')",
    "btn.setAttribute('aria-label', 'Close');",
  ];
  for (const line of bad) assert.equal(lint(line).length, 1, line);
  const good = [
    "el.textContent = t('status-set-up');",
    "h('button', { type: 'button', ...said('replay-back') })",
    "h('button', { class: 'step-btn' }, '▶')",
    "throw new Error(`game '${id}' is registered twice`);",
    "h('span', { class: 'dot none', 'aria-hidden': 'true' })",
  ];
  for (const line of good) assert.deepEqual(lint(line), [], line);
});
