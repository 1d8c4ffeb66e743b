// The new game dialog: the seats (names, colours, human or a bot level), the game's own choices
// (GamePage.setupForm: Carcassonne's sets and rule options), seed and bot speed; the last choices
// are remembered in localStorage.
import { botKinds } from './bots.js';
import { h } from './dom.js';
import type { GamePage, PlayEngine } from './game-page.js';
import { languagePicker } from '../words/picker.js';
import { onLanguage, t } from '../words/words.js';

export interface SeatSetting { name: string; color: string; type: string }   // type: 'human' or a bot kind
export interface NewGameSettings<G = unknown> {
  seats: SeatSetting[];
  /** The game's own choices (SetupForm.settings); stored beside the seats, its fields at the top level. */
  game: G;
  seed: string;          // empty: a random seed each game
  botDelay: number;      // ms between bot actions
}

/** What the dialog takes from the game being set up (shell/game-page.ts): where its last choices
 *  are kept and the seat colours it offers. Set once by the shell before the first dialog. */
let KEY = 'newGame.v1';
let seatColors: () => readonly string[] = () => ['#888888'];
export function useNewGameDefaults(game: { storageKey: string; seatColors: () => readonly string[] }): void {
  KEY = game.storageKey;
  seatColors = game.seatColors;
}
// the bots' names are names in every language; the first seat is "you" in the page's language
const NAMES = [null, 'Ada', 'Bruno', 'Clara', 'Dario', 'Eva'];
/** The bot the quick game plays against, and the level of a new seat in the dialog. */
const QUICK_BOT = 'greedy';
export const BOT_SPEEDS: { ms: number; readonly label: string }[] = [
  { ms: 1200, get label() { return t('bot-speed-slow'); } }, { ms: 600, get label() { return t('bot-speed-normal'); } },
  { ms: 200, get label() { return t('bot-speed-fast'); } }, { ms: 0, get label() { return t('bot-speed-instant'); } },
];

/** A seat as the dialog first offers it: you, then bots of the level the quick game plays (greedy). */
function defaultSeat(i: number): SeatSetting {
  return { name: i === 0 ? t('seat-you') : NAMES[i] ?? t('seat-player', { seat: i + 1 }), color: seatColors()[i % seatColors().length]!, type: i === 0 ? 'human' : QUICK_BOT };
}

function storedSeats(page: GamePage, raw: unknown, fallback: SeatSetting[]): SeatSetting[] {
  const { min, max } = page.setupForm.seats;
  if (!Array.isArray(raw) || raw.length < min || raw.length > max) return fallback;
  return raw.map((x: Partial<SeatSetting> | null, i) => ({
    name: typeof x?.name === 'string' ? x.name.slice(0, 24) : defaultSeat(i).name,
    color: typeof x?.color === 'string' && /^#[0-9a-f]{6}$/i.test(x.color) ? x.color : defaultSeat(i).color,
    type: x?.type === 'human' || botKinds().some((k) => k.id === x?.type) ? x!.type! : 'human',
  }));
}

export function loadSettings(page: GamePage, engine: PlayEngine): NewGameSettings {
  const seats = Array.from({ length: Math.max(2, page.setupForm.seats.min) }, (_, i) => defaultSeat(i));
  const d: NewGameSettings = { seats, game: page.setupForm.settings(engine, null), seed: '', botDelay: 600 };
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return d;
    const s = JSON.parse(raw) as Record<string, unknown>;
    if (s === null || typeof s !== 'object') return d;
    return {
      seats: storedSeats(page, s['seats'], d.seats),
      game: page.setupForm.settings(engine, s),
      seed: typeof s['seed'] === 'string' && /^\d{0,9}$/.test(s['seed']) ? s['seed'] : '',
      botDelay: typeof s['botDelay'] === 'number' && s['botDelay'] >= 0 ? s['botDelay'] : d.botDelay,
    };
  } catch {
    return d;
  }
}

/** The one-click game: you (as last named) against the greedy bot, the game's quick choice, a random seed. */
export function quickSettings(page: GamePage, engine: PlayEngine): NewGameSettings {
  const last = loadSettings(page, engine);
  const me = last.seats.find((x) => x.type === 'human') ?? defaultSeat(0);
  const botColor = seatColors().find((c) => c.toLowerCase() !== me.color.toLowerCase()) ?? seatColors()[1]!;
  return {
    seats: [{ ...me, type: 'human' }, { name: t('seat-bot'), color: botColor, type: QUICK_BOT }],
    game: page.setupForm.quick(engine), seed: '', botDelay: last.botDelay,
  };
}

function saveSettings(s: NewGameSettings): void {
  const { game, ...table } = s;
  try { localStorage.setItem(KEY, JSON.stringify({ ...table, ...(game as object) })); } catch { /* private mode: not remembered */ }
}

/** The setup of these settings (the game makes it from its own choices and the seats). */
export function toSetup(page: GamePage, s: NewGameSettings, engine: PlayEngine): unknown {
  const seed = s.seed.trim() === '' ? Math.floor(Math.random() * 1e9) : Number(s.seed);
  const players = s.seats.map((p) => ({ name: p.name.trim() || t('seat-player-unnamed'), color: p.color, ...(p.type !== 'human' ? { bot: p.type } : {}) }));
  return page.setupForm.toSetup(engine, s.game, players, seed);
}

/** The seats: one row each (name, colour, player), and a button that adds one. */
function seatRows(page: GamePage, s: NewGameSettings, list: HTMLElement): void {
  const { min, max, colors } = page.setupForm.seats;
  const render = () => list.replaceChildren(...s.seats.map((seat, i) => h('div', { class: 'seat-row' },
    h('span', { class: 'seat-no', text: String(i + 1) }),
    h('input', {
      id: `seat-${i}-name`, type: 'text', value: seat.name, maxlength: 24, 'aria-label': t('new-game-seat-name', { seat: i + 1 }),
      oninput: (e) => { seat.name = (e.target as HTMLInputElement).value; },
    }),
    colors ? h('input', {
      id: `seat-${i}-color`, type: 'color', value: seat.color, 'aria-label': t('new-game-seat-colour', { seat: i + 1 }),
      oninput: (e) => { seat.color = (e.target as HTMLInputElement).value; },
    }) : null,
    (() => {
      const sel = h('select', {
        id: `seat-${i}-type`, 'aria-label': t('new-game-seat-player', { seat: i + 1 }),
        onchange: (e) => { seat.type = (e.target as HTMLSelectElement).value; },
      }, h('option', { value: 'human', text: t('new-game-human') }), botKinds().map((k) => h('option', { value: k.id, text: k.label })));
      sel.value = seat.type;
      return sel;
    })(),
    h('button', {
      type: 'button', class: 'icon', title: t('new-game-remove-title'), 'aria-label': t('new-game-remove', { seat: i + 1 }), disabled: s.seats.length <= min,
      onclick: () => { s.seats.splice(i, 1); render(); },
    }, '✕'),
  )), h('button', {
    type: 'button', id: 'add-seat', disabled: s.seats.length >= max,
    onclick: () => {
      const used = new Set(s.seats.map((x) => x.color.toLowerCase()));
      const seat = defaultSeat(s.seats.length);
      seat.color = seatColors().find((c) => !used.has(c)) ?? seat.color;
      s.seats.push(seat);
      render();
    },
    text: t('new-game-add-seat'),
  }));
  render();
}

/** The table's row: the seed (empty: random) and the bot speed. */
function tableRow(s: NewGameSettings): HTMLElement {
  const seedInput = h('input', {
    id: 'seed', type: 'text', inputmode: 'numeric', pattern: '\\d{0,9}', placeholder: t('new-game-seed-random'), value: s.seed, maxlength: 9,
    oninput: (e) => { s.seed = (e.target as HTMLInputElement).value.trim(); },
  });
  const speed = h('select', {
    id: 'bot-speed', onchange: (e) => { s.botDelay = Number((e.target as HTMLSelectElement).value); },
  }, BOT_SPEEDS.map((b) => h('option', { value: String(b.ms), text: b.label })));
  speed.value = String(BOT_SPEEDS.find((b) => b.ms === s.botDelay)?.ms ?? 600);
  return h('fieldset', { class: 'row' }, h('legend', { text: t('new-game-table') }),
    h('label', { for: 'seed', text: t('new-game-seed') }), seedInput,
    h('button', { type: 'button', class: 'icon', title: t('new-game-roll-title'), text: t('new-game-roll'),
      onclick: () => { s.seed = String(Math.floor(Math.random() * 1e9)); seedInput.value = s.seed; } }),
    h('label', { for: 'bot-speed', text: t('new-game-bot-speed') }), speed);
}

/** Shows the dialog; resolves with the chosen settings, or null when cancelled.
 *  judge: the engine that will play a setup (the page may first load a larger core for it). */
export function askNewGame(dialog: HTMLDialogElement, page: GamePage, engine: PlayEngine, initial: NewGameSettings, cancellable: boolean,
  judge: (setup: unknown) => Promise<PlayEngine> = async () => engine): Promise<NewGameSettings | null> {
  const s: NewGameSettings = structuredClone(initial);
  const form = page.setupForm;
  return new Promise((resolve) => {
    // the dialog is built from s alone, so a change of language (its own picker: the toolbar's is
    // behind the modal dialog) builds it again with what was entered kept
    let open = false;
    const build = (): HTMLFormElement => {
      const seatList = h('div', { class: 'seats' });
      const error = h('p', { class: 'error', role: 'alert' });
      seatRows(page, s, seatList);
      // the game's choices and the table are folded away: a first game needs none of them
      const fields = form.fields(engine, s.game);
      const summaryText = h('small', { class: 'summary-sets', text: ` (${fields.summary()})` });
      const more = h('details', { id: 'more-options', open, ontoggle: () => { open = more.open; summaryText.textContent = ` (${fields.summary()})`; } },
        h('summary', {}, fields.legend, summaryText), fields.parts, tableRow(s));
      const quick = h('div', { class: 'quick' },
        h('button', { type: 'button', id: 'quick-game', class: 'primary big', onclick: () => finish(quickSettings(page, engine)), text: t('new-game-quick') }),
        h('small', { class: 'help', text: t('new-game-quick-help', { help: form.quickHelp }) }));
      const body = h('form', {
        method: 'dialog', class: 'new-game',
        onsubmit: async (e) => {
          e.preventDefault();
          const refused = form.check(s.game);
          if (refused) { error.textContent = refused; return; }
          if (!/^\d{0,9}$/.test(s.seed)) { error.textContent = t('new-game-bad-seed'); return; }
          const setup = toSetup(page, s, engine);
          try {
            (await judge(setup)).newGame(setup).dispose();    // let the engine judge the setup before closing
          } catch (err) {
            error.textContent = (err as Error).message;
            return;
          }
          saveSettings(s);
          finish(s);
        },
      },
      h('div', { class: 'dialog-head' }, h('h2', { id: 'new-game-title', text: t('new-game-title') }), languagePicker('new-game-lang')),
      quick,
      h('fieldset', {}, h('legend', { text: t('new-game-players', { min: form.seats.min, max: form.seats.max }) }), seatList),
      more,
      error,
      h('div', { class: 'actions' },
        cancellable ? h('button', { type: 'button', id: 'cancel-new-game', onclick: () => finish(null), text: t('new-game-cancel') }) : null,
        h('button', { type: 'submit', id: 'start-game', class: 'primary', text: t('new-game-start') })));
      return body;
    };
    const unsubscribe = onLanguage(() => {
      const focused = document.activeElement?.id;
      dialog.replaceChildren(build());
      if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
    });
    const finish = (v: NewGameSettings | null) => {
      unsubscribe();
      dialog.close();
      dialog.replaceChildren();
      resolve(v);
    };
    const body = build();
    dialog.replaceChildren(body);
    dialog.oncancel = (e) => { if (!cancellable) e.preventDefault(); else finish(null); };
    dialog.showModal();
    dialog.setAttribute('aria-labelledby', 'new-game-title');
    (document.getElementById('quick-game') as HTMLButtonElement | null)?.focus({ preventScroll: true });
    dialog.scrollTop = 0;
  });
}
