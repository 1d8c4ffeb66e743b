// The words of a save or record the page cannot read (issue 44), in one place: the sentences of the
// kept-saves dialog and of the load dialog, and what a refusal means for the player, derived from
// the technical message (the engine's "where: what", or save-recovery.ts's own in the same form).
// Everything here is shown as text (textContent), never as markup.

import { t } from '../words/words.js';

/** What the player holds: the page's own saved game, or a record file or text given to Load. */
export type Noun = 'save' | 'record';

// (getters and functions: each is read in the page's language when it is shown; web/words/*.ftl)
export const KEPT_WORDS = {
  get titleResume() { return t('kept-title-resume'); },
  get titleList() { return t('kept-title-list'); },
  get kept() { return t('kept-kept'); },
  get notKept() { return t('kept-not-kept'); },
  get none() { return t('kept-none'); },
  detail: (detail: string) => t('kept-detail', { detail }),
  keptSince: (when: string, chars: number) => t('kept-since', { when, chars }),
  get download() { return t('kept-download'); },
  get discard() { return t('kept-discard'); },
  discardLabel: (when: string) => t('kept-discard-label', { when }),
  downloadLabel: (when: string) => t('kept-download-label', { when }),
  get close() { return t('kept-close'); },
  open: (n: number) => t('kept-open', { count: n }),
  get openTitle() { return t('kept-open-title'); },
  parked: (detail: string) => t('kept-parked', { detail }),
};

export const LOAD_WORDS = {
  get empty() { return t('load-empty'); },
  refused: (detail: string) => t('load-refused', { detail }),
};

/** 'X' (a quote as the engine writes it) as X: the message puts its own quotation marks. */
const quoted = (q: string) => q.replace(/^'|'$/g, '');
const the = (noun: Noun) => t('problem-the', { noun });
const playerNo = (index: string) => Number(index) + 1;
const jsonWord = (got: string) => got === 'null' ? '“null”' : got;

/**
 * What a refusal means, in a sentence: [where pattern, what pattern, words]. The first whose both
 * patterns match the message's "where" and "what" parts gives the sentence.
 */
type Rule = [RegExp, RegExp, (noun: Noun, where: RegExpExecArray, what: RegExpExecArray) => string];
const RULES: Rule[] = [
  [/^(save|record)$/, /^cut short after (\d+) characters/, (n, _w, m) =>
    t('problem-cut-short-chars', { the: the(n), chars: Number(m[1]) })],
  [/^save$/, /^not JSON text/, (n) => t('problem-save-not-json', { the: the(n) })],
  [/^save$/, /^expected an object .*, got (.*)$/, (n, _w, m) => t('problem-save-no-game', { the: the(n), got: jsonWord(m[1]!) })],
  [/^save\.record$/, /got (.*)$/, (n, _w, m) => t('problem-save-no-record', { the: the(n), got: m[1] === 'nothing' ? t('problem-missing') : m[1]! })],
  [/^record$/, /^malformed JSON .*(end of input|unexpected end)/, (n) =>
    t('problem-cut-short', { the: the(n) })],
  [/^record$/, /^malformed JSON at line 1, column 1\b/, (n) => t('problem-not-json', { noun: n })],
  [/^record$/, /^malformed JSON at line (\d+), column (\d+)/, (n, _w, m) => t('problem-damaged-at', { the: the(n), line: m[1]!, column: m[2]! })],
  [/^record$/, /^(\d+) bytes, larger than/, (n, _w, m) => t('problem-too-large', { the: the(n), bytes: Number(m[1]) })],
  [/^record$/, /^expected a JSON object|^expected an object/, (n) => t('problem-not-object', { the: the(n) })],
  [/^setup\.sets$/, /^unknown set ('.*?'(?:\.\.\.')?)(?: \(known|$)/, (n, _w, m) => t('problem-unknown-set', { noun: n, set: quoted(m[1]!) })],
  [/^setup\.rules$/, /^unknown rule option ('.*?')(?: \(|$)/, (n, _w, m) => t('problem-unknown-rule', { noun: n, rule: quoted(m[1]!) })],
  [/^setup\.players\[(\d+)\]\.color$/, /./, (n, w) =>
    t('problem-bad-colour', { noun: n, player: playerNo(w[1]!) })],
  [/^setup\.players\[(\d+)\]\.bot$/, /^unknown bot ('.*?')/, (n, w, m) => t('problem-unknown-bot', { noun: n, player: playerNo(w[1]!), bot: quoted(m[1]!) })],
  [/^setup\.players\[(\d+)\]/, /./, (n, w) => t('problem-bad-player', { the: the(n), player: playerNo(w[1]!) })],
  [/^(.*)$/, /^unknown field ('.*')$/, (n, w, m) =>
    w[1] === 'record' ? t('problem-unknown-field', { the: the(n), field: quoted(m[1]!) })
      : t('problem-unknown-field-in', { the: the(n), field: quoted(m[1]!), where: w[1]! })],
  [/^(.*)$/, /^duplicate field ('.*')$/, (n, w, m) => t('problem-duplicate-field', { the: the(n), field: quoted(m[1]!), where: w[1]! })],
  [/^setup/, /./, (n, w) => t('problem-bad-setup', { the: the(n), where: w[0] })],
  [/^format$/, /./, (n) => t('problem-bad-format', { noun: n })],
  [/^version$/, /got (.*)$/, (n, _w, m) => t('problem-bad-version', { noun: n, version: m[1]! })],
  [/^move (\d+)/, /./, (n, w) => t('problem-bad-move', { the: the(n), move: w[1]! })],
  [/^moves$/, /./, (n) => t('problem-bad-moves', { the: the(n) })],
  [/^(final|end)/, /./, (n) => t('problem-bad-final', { the: the(n) })],
  [/^this game needs sets/, /./, (n) => t('problem-no-engine', { noun: n })],
];

/**
 * The player's sentence for a refused save or record: what was wrong, naming the set, the move or
 * the field the message names. message: "where: what", as the engine writes its errors.
 */
export function problemWords(message: string, noun: Noun): string {
  const cut = message.indexOf(': ');
  const where = cut < 0 ? message : message.slice(0, cut), what = cut < 0 ? '' : message.slice(cut + 2);
  for (const [wherePattern, whatPattern, words] of RULES) {
    const w = wherePattern.exec(where), m = whatPattern.exec(what);
    if (w && m) return words(noun, w, m);
  }
  return t('problem-unreadable', { the: the(noun) });
}
