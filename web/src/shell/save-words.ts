// The words of a save or record the page cannot read (issue 44), in one place: the sentences of the
// kept-saves dialog and of the load dialog, and what a refusal means for the player, derived from
// the technical message (the engine's "where: what", or save-recovery.ts's own in the same form).
// Everything here is shown as text (textContent), never as markup.

/** What the player holds: the page's own saved game, or a record file or text given to Load. */
export type Noun = 'save' | 'record';

export const KEPT_WORDS = {
  titleResume: 'Your last game could not be resumed',
  titleList: 'Saved games that could not be resumed',
  kept: 'The save is kept in this browser, unchanged: download its text to keep it as a file, or discard it. Nothing is deleted unless you discard it.',
  notKept: 'This browser could not keep the save (its storage is full): download it now, it is not kept once a new game starts.',
  none: 'No damaged saves are kept.',
  detail: 'Details: ',
  keptSince: (when: string, chars: number) => `Kept since ${when}, ${chars.toLocaleString('en')} characters.`,
  download: 'Download its text',
  discard: 'Discard it',
  // the buttons' names start with their visible words (a voice command says what it sees)
  discardLabel: (when: string) => `Discard it: the save kept since ${when}`,
  downloadLabel: (when: string) => `Download its text: the save kept since ${when}`,
  close: 'Close',
  open: (n: number) => `Damaged saves (${n})`,
  openTitle: 'Saved games that could not be resumed: download or discard them',
  parked: (detail: string) => `Your last game could not resume: ${detail}. It is kept: starting a new game moves it to the damaged saves.`,
} as const;

export const LOAD_WORDS = {
  empty: 'Pick a record file or paste a record first.',
  refused: (detail: string) => `This is not a game record this page can load: ${detail}`,
} as const;

/** 'X' (a quote as the engine writes it) as “X”. */
const quoted = (q: string) => `“${q.replace(/^'|'$/g, '')}”`;
const the = (noun: Noun) => `The ${noun}`;
const playerNo = (index: string) => Number(index) + 1;

/**
 * What a refusal means, in a sentence: [where pattern, what pattern, words]. The first whose both
 * patterns match the message's "where" and "what" parts gives the sentence.
 */
type Rule = [RegExp, RegExp, (noun: Noun, where: RegExpExecArray, what: RegExpExecArray) => string];
const RULES: Rule[] = [
  [/^(save|record)$/, /^cut short after (\d+) characters/, (n, _w, m) =>
    `${the(n)} is cut short: its text stops after ${Number(m[1]).toLocaleString('en')} characters, before the game ends (it was not written in full).`],
  [/^save$/, /^not JSON text/, (n) => `${the(n)} is not a saved game: its text is not JSON.`],
  [/^save$/, /^expected an object .*, got (.*)$/, (n, _w, m) => `${the(n)} holds no game: its text is ${m[1] === 'null' ? '“null”' : m[1]}, not a saved game.`],
  [/^save\.record$/, /got (.*)$/, (n, _w, m) => `${the(n)} holds no game record (its “record” is ${m[1] === 'nothing' ? 'missing' : m[1]}).`],
  [/^record$/, /^malformed JSON .*(end of input|unexpected end)/, (n) =>
    `${the(n)} is cut short: its text stops before the game ends (it was not written in full).`],
  [/^record$/, /^malformed JSON at line 1, column 1\b/, (n) => `This is not a game ${n}: its text is not JSON.`],
  [/^record$/, /^malformed JSON at line (\d+), column (\d+)/, (n, _w, m) => `${the(n)} is damaged: its text stops being JSON at line ${m[1]}, column ${m[2]}.`],
  [/^record$/, /^(\d+) bytes, larger than/, (n, _w, m) => `${the(n)} is too large to be a game (${Number(m[1]).toLocaleString('en')} bytes).`],
  [/^record$/, /^expected a JSON object|^expected an object/, (n) => `${the(n)} holds no game: its text is not a JSON object.`],
  [/^setup\.sets$/, /^unknown set ('.*?'(?:\.\.\.')?)(?: \(known|$)/, (n, _w, m) => `This ${n} uses the set ${quoted(m[1]!)}, which this version does not have.`],
  [/^setup\.rules$/, /^unknown rule option ('.*?')(?: \(|$)/, (n, _w, m) => `This ${n} uses the rule option ${quoted(m[1]!)}, which this version does not know.`],
  [/^setup\.players\[(\d+)\]\.color$/, /./, (n, w) =>
    `This ${n} gives player ${playerNo(w[1]!)} a colour this page does not accept (only colours written as #rrggbb are).`],
  [/^setup\.players\[(\d+)\]\.bot$/, /^unknown bot ('.*?')/, (n, w, m) => `This ${n} makes player ${playerNo(w[1]!)} the bot ${quoted(m[1]!)}, which this version does not have.`],
  [/^setup\.players\[(\d+)\]/, /./, (n, w) => `${the(n)} is damaged in player ${playerNo(w[1]!)}'s details.`],
  [/^(.*)$/, /^unknown field ('.*')$/, (n, w, m) =>
    `${the(n)} holds a field this version does not know: ${quoted(m[1]!)}${w[1] === 'record' ? '' : ` (in ${w[1]})`}.`],
  [/^(.*)$/, /^duplicate field ('.*')$/, (n, w, m) => `${the(n)} names the field ${quoted(m[1]!)} twice (in ${w[1]}).`],
  [/^setup/, /./, (n, w) => `${the(n)}'s setup is damaged (at ${w[0]}).`],
  [/^format$/, /./, (n) => `This is not a Carcassonne game ${n} (its “format” is not “carcassonne-record”).`],
  [/^version$/, /got (.*)$/, (n, _w, m) => `This ${n} is written in record version ${m[1]}, which this version of the page cannot read (it reads versions 1 and 2).`],
  [/^move (\d+)/, /./, (n, w) => `${the(n)} is damaged at move ${w[1]}.`],
  [/^moves$/, /./, (n) => `${the(n)}'s list of moves is damaged.`],
  [/^(final|end)/, /./, (n) => `${the(n)}'s final scoring is damaged.`],
  [/^this game needs sets/, /./, (n) => `The engine for the sets of this ${n} could not be loaded (is this browser offline?).`],
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
  return `${the(noun)} could not be read.`;
}
