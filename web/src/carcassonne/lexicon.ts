// The engine's words and looks for everything the modules registered (Engine.lexicon()): feature
// kinds, figure kinds, tags, score categories and the seat palette. The page, the wiki element and
// the editor name and draw things from here only; set once when the engine is loaded.
import { onLanguage, word } from '../words/words.js';
import type { CategoryInfo, FeatureKindInfo, FigureKindInfo, Lexicon, TagInfo, TileInfo, TileSetInfo, TokenInfo, Words } from 'carcassonne-engine';

let lex: Lexicon = { featureKinds: [], figureKinds: [], tags: [], categories: [], palette: { players: ['#888888'], neutral: '#8a8a8a' } };
const byName = <T extends { name: string }>(list: T[]) => new Map(list.map((x) => [x.name, x] as const));
let figures = byName(lex.figureKinds), kinds = byName(lex.featureKinds), tags = byName(lex.tags), categories = byName(lex.categories);

let tiles = new Map<string, TileInfo>();
let engineLex: Lexicon = lex;

/** A name's words from the catalog (web/words/<lang>/carcassonne-names.ftl), the engine's English if it has none. */
function catalogWords(id: string, w: Words): Words {
  if (word(id) === id) return w;
  return { one: word(id, { form: 'one' }), many: word(id, { form: 'many' }), article: word(id, { form: 'article' }) };
}
const slug = (s: string) => s.replace(/ /g, '-');
/** The lexicon with every name worded in the page's language (kept English by the engine, ids keyed by its names). */
function worded(l: Lexicon): Lexicon {
  const each = <T extends { name: string; words: Words; module?: string }>(prefix: string, list: T[] | undefined) =>
    list?.map((x) => ({ ...x, words: catalogWords(`${prefix}-${slug(x.module ? `${x.module}-${x.name}` : x.name)}`, x.words) }));
  return { ...l, featureKinds: each('feature', l.featureKinds)!, figureKinds: each('figure', l.figureKinds)!, tags: each('tag', l.tags)!,
    categories: each('category', l.categories)!, tokens: each('token', l.tokens) };
}
/** Re-words the names after a change of language (the page calls it from onLanguage before redrawing). */
export function rewordLexicon(): void { useLexicon(engineLex); }

/** Reads the engine's lexicon and tiles (call once the engine is loaded, before anything is drawn or told). */
export function useLexicon(engine: Lexicon, sets?: TileSetInfo[]): void {
  engineLex = engine;
  const l = lex = worded(engine);
  if (sets) tiles = new Map(sets.flatMap((s) => s.tiles.map((t) => [t.id, t] as const)));
  figures = byName(l.figureKinds), kinds = byName(l.featureKinds), tags = byName(l.tags), categories = byName(l.categories);
}
export function lexicon(): Lexicon { return lex; }

const plainWords = (name: string): Words => ({ one: name, many: `${name}s`, article: 'the' });
export const figureInfo = (name: string): FigureKindInfo | undefined => figures.get(name);
export const featureInfo = (name: string): FeatureKindInfo | undefined => kinds.get(name);
export const tagInfo = (name: string): TagInfo | undefined => tags.get(name);
export const categoryInfo = (name: string): CategoryInfo | undefined => categories.get(name);
export const figureWords = (name: string): Words => figures.get(name)?.words ?? plainWords(name);
/** A module's token kind (the messenger, a robber, a waiting pair): its words and look. */
export const tokenInfo = (module: string, kind: number): TokenInfo | undefined =>
  lex.tokens?.find((t) => t.module === module && t.kind === kind);
export const featureWords = (name: string): Words => kinds.get(name)?.words ?? categories.get(name)?.words ?? { ...plainWords(name), article: 'a' };

/** The standard figure: the first kind a player owns (the meeple), for seat badges. */
export function standardFigure(): string { return lex.figureKinds.find((f) => !f.neutral)?.name ?? 'normal'; }
/** The seat colours (colour-blind safe), and the colour of figures that belong to nobody. */
export function seatColors(): string[] { return lex.palette.players; }
export function neutralColor(): string { return lex.palette.neutral; }

/** "a meeple", "the abbot", "3 meeples", "1 pennant" (no article: counted). */
export function counted(w: Words, n: number): string {
  return n === 1 && w.article ? `${w.article} ${w.one}` : `${n} ${n === 1 ? w.one : w.many}`;
}
/** "the big meeple", "a meeple": the figure with its article. */
export function withArticle(w: Words): string { return w.article ? `${w.article} ${w.one}` : w.one; }

/**
 * A tile in words a person understands, from what is printed on it: "a tile with a city, a pennant
 * and a road", "a tile with a monastery", "a tile of fields". Unknown ids stay as they are.
 */
export function tileWords(id: string): string {
  const t = tiles.get(id);
  if (!t) return `tile ${id}`;
  const count = new Map<string, number>();
  const add = (w: Words, n: number) => { const k = JSON.stringify(w); count.set(k, (count.get(k) ?? 0) + n); };
  for (const s of t.segments) {
    const k = featureInfo(s.kind);
    if (k && k.topology !== 'half') add(k.words, 1);
    for (const [tag, n] of Object.entries(s.tags)) {
      const info = tagInfo(tag);
      if (info?.joiner && n > 0) add(info.words, n);   // tags named in scores (pennants, inns): named here too
    }
  }
  const parts = [...count].map(([k, n]) => counted(JSON.parse(k) as Words, n));
  if (!parts.length) return 'a tile of fields';
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `a tile with ${list}`;
}

// registered at import, so the names are re-worded before the page's own listeners redraw with them
onLanguage(rewordLexicon);
