// The "Next move" panel of Carcassonne's editor, in words: who places the next tile (the seats),
// what is to do now (#draft), Turn, "No figure" or the pass's own words, Cancel, the figure kinds,
// and every answer the engine lists as a button (the spots and places on the board are the same
// answers, with the same numbers). Text only, never markup.
import type { GameState, Option } from 'carcassonne-engine';
import { $, h } from '../../shell/dom.js';
import { whereInWords } from '../board-text.js';
import { tileWords } from '../lexicon.js';
import { inkOn } from '../meeple.js';
import { boardMarks } from '../option-places.js';
import { featureName, figureLabel, figureName } from '../words.js';
import type { Editor } from './editor.js';
import type { SpotOption } from './move-draft.js';

type ModuleOption = Extract<Option, { type: 'module' }>;

/** Where on its square a spot is (a location in board orientation), in words. */
const SIDE_WORDS: Record<string, string> = {
  N: 'north', E: 'east', S: 'south', W: 'west', C: 'middle',
  NNW: 'north-west', WNW: 'north-west', NNE: 'north-east', ENE: 'north-east',
  ESE: 'south-east', SSE: 'south-east', SSW: 'south-west', WSW: 'south-west',
};

/** "A tile with a city and a road": the tile as it looks, never its catalogue id. */
const tileName = (id: string) => { const w = tileWords(id); return w.charAt(0).toUpperCase() + w.slice(1); };

const button = (id: string) => $(`#${id}`) as HTMLButtonElement;

/** A button's words with the number its spot or place shows on the board. */
const numbered = (label: string, text: string): string => (label ? `${label}. ${text}` : text);

function optionText(o: SpotOption | ModuleOption): string {
  if (o.type === 'module') return o.text;
  const figure = figureName(o.figure), feature = featureName(o.feature);
  const side = SIDE_WORDS[o.at] ?? '';
  const where = `the ${side ? `${side} ` : ''}${feature} of ${o.x === 0 && o.y === 0 ? '' : 'the square '}${whereInWords(o.x, o.y)}`;
  return o.type === 'figure' ? `Place ${figure} on ${where}` : `Take back ${figure} from ${where}`;
}

/** Who decides what now, in words: the player to move, another player, or chance (the author names its outcome). */
function decisionText(e: Editor, d: GameState['decision'], nameOf: (p: number) => string): string {
  if (!d) return '';
  if (d.kind === 'figure') return `${nameOf(d.player)}: put a figure on a numbered spot, or choose “No figure”.`;
  const what = d.text ?? d.kind;
  if (d.player === null || d.player === undefined) return `Chance: ${what}. Choose the outcome below.`;
  const other = d.player !== e.draft.work!.state().current ? ' (not the player to move)' : '';
  return `${nameOf(d.player)}${other} decides: ${what}. Choose below${e.input.spots().length ? ' or on a numbered spot' : ''}.`;
}

/** The seats as radio buttons: a counted deck keeps the turn order, the free deck gives a move to anyone. */
function renderSeats(e: Editor): void {
  const players = e.doc.setup.players, seats = e.seats(), current = e.position.state().current;
  $('#players').replaceChildren(h('span', { class: 'hint' }, 'Placed by'), ...players.map((p, i) => {
    const dot = h('span', { class: 'dot', 'aria-hidden': 'true' }, seats[i]!.mark);
    dot.style.background = seats[i]!.color;
    dot.style.color = inkOn(seats[i]!.color);
    return h('button', {
      type: 'button', role: 'radio', class: 'seat', 'aria-checked': String(i === e.draft.player), 'data-player': i,
      disabled: !e.free && i !== current,
      title: !e.free && i !== current ? 'A counted deck keeps the turn order (choose the free deck in Setup to give a move to anyone)' : '',
      onclick: () => e.pickPlayer(i),
    }, dot, p.name ?? `Player ${i + 1}`);
  }));
}

/** What is to do now, in words. */
function draftText(e: Editor): string {
  const { draft } = e, players = e.doc.setup.players;
  const d = draft.work?.state().decision ?? null;
  const nameOf = (p: number) => players[p]?.name ?? `Player ${p + 1}`;
  const who = nameOf(draft.player);
  if (e.marking.mode !== 'place') return 'Marking the step shown (the buttons below); press the button again to go back to placing.';
  if (e.position.state().over) return 'The game is over at this step: no tile is left to place.';
  if (!draft.work && !draft.tile) return `${who} places the next tile: pick it in the palette.`;
  if (!draft.work) return `${tileName(draft.tile!)} cannot be placed now.`;
  if (d?.kind === 'tile') return `${who} places ${draft.tile ? tileWords(draft.tile) : ''}: click a marked square (${draft.legal().size} possible).`;
  return decisionText(e, d, nameOf);
}

export function renderMovePanel(e: Editor): void {
  const { draft } = e;
  renderSeats(e);
  $('#draft').textContent = draftText(e);
  const d = draft.work?.state().decision ?? null;
  const options = draft.answering() ? draft.options() : [];
  button('turn').hidden = !(draft.placed && draft.placed.rots.length > 1);
  const pass = options.find((o): o is Extract<Option, { type: 'pass' }> => o.type === 'pass');
  button('pass').hidden = !pass;
  button('pass').textContent = pass?.text ?? (d?.kind === 'figure' ? 'No figure' : 'Decline');
  button('cancel').hidden = !draft.tile || draft.continuing;
  const kinds = [...new Set(options.filter((o) => o.type === 'figure').map((o) => (o as { figure: string }).figure))];
  $('#figure-kinds').replaceChildren(...(kinds.length > 1 ? kinds.map((k) => h('button', {
    type: 'button', role: 'radio', 'aria-checked': String(k === draft.figureKind), 'data-figure': k,
    onclick: () => { draft.figureKind = k; e.render(); },
  }, figureLabel(k))) : []));
  renderAnswers(e, d?.kind === 'figure', options);
}

/** Every answer the engine lists, as a button (the spots on the board are the same answers). */
function renderAnswers(e: Editor, figureStep: boolean, options: Option[]): void {
  const spotButtons = figureStep ? [] : e.draft.spotOptions();
  const modules = options.filter((o): o is ModuleOption => o.type === 'module');
  // a module answer's button carries the number of its point on the board (none while figure spots hold the keys)
  const numbers = new Map(e.input.spots().length ? [] : boardMarks(e.draft.placedOptions()).filter((m) => m.label).map((m) => [m.index, m.label] as const));
  $('#module-actions').replaceChildren(...[...spotButtons, ...modules].map((o, i) => h('button', {
    type: 'button', class: 'answer', 'data-answer': i,
    onclick: () => e.input.answer(o),
    onmouseenter: () => e.input.preview(o), onmouseleave: () => e.input.preview(null),
    onfocus: () => e.input.preview(o), onblur: () => e.input.preview(null),
  }, numbered(i < spotButtons.length ? (i < 9 ? String(i + 1) : '') : numbers.get(i - spotButtons.length) ?? '', optionText(o)))));
}
