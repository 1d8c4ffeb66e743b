// The new game dialog: seats, tile sets and rule options as the engine describes them, seed and
// bot speed; the last choices are remembered in localStorage.
import type { Engine, RuleOptionInfo, SetInfo, Setup } from 'carcassonne-engine';
import { BOT_KINDS } from './bots.js';
import { h, humanize } from './dom.js';

export interface SeatSetting { name: string; color: string; type: string }   // type: 'human' or a bot kind
export interface NewGameSettings {
  seats: SeatSetting[];
  sets: string[];
  rules: Record<string, boolean | number | string>;
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
const NAMES = ['You', 'Ada', 'Bruno', 'Clara', 'Dario', 'Eva'];
/** The bot the quick game plays against, and the level of a new seat in the dialog. */
const QUICK_BOT = 'greedy';
export const BOT_SPEEDS: { ms: number; label: string }[] = [
  { ms: 1200, label: 'Slow' }, { ms: 600, label: 'Normal' }, { ms: 200, label: 'Fast' }, { ms: 0, label: 'Instant' },
];

/** A range option that is a set of choices (a sum of bits): one box per bit, named by the option's
 *  flags. A change that would go below the option's minimum (no set left) is undone. */
function flagBoxes(o: RuleOptionInfo, rules: Record<string, boolean | number | string>, help: HTMLElement): HTMLElement {
  const value = () => (typeof rules[o.name] === 'number' ? (rules[o.name] as number) : Number(o.default));
  const boxes = (o.flags ?? []).map((label, bit) => {
    const id = `rule-${o.name}-${bit}`;
    const box = h('input', {
      type: 'checkbox', id, checked: (value() >> bit & 1) === 1, 'aria-describedby': `rule-${o.name}-help`,
      onchange: (e) => {
        const el = e.target as HTMLInputElement;
        const next = el.checked ? value() | (1 << bit) : value() & ~(1 << bit);
        if (next < (o.min ?? 0)) { el.checked = !el.checked; return; }
        rules[o.name] = next;
      },
    });
    return h('label', { class: 'check', for: id }, box, ` ${label}`);
  });
  return h('fieldset', { class: 'rule flags', id: `rule-${o.name}` }, h('legend', { text: humanize(o.name) }), boxes, help);
}

/** A seat as the dialog first offers it: you, then bots of the level the quick game plays (greedy). */
function defaultSeat(i: number): SeatSetting {
  return { name: NAMES[i] ?? `Player ${i + 1}`, color: seatColors()[i % seatColors().length]!, type: i === 0 ? 'human' : QUICK_BOT };
}

/** The sets this page can offer: every set the engine has (the board draws pieces of several
 *  squares as well as one-square tiles). */
export function playableSets(engine: Engine): SetInfo[] {
  return engine.sets();
}

export function defaultSettings(engine: Engine): NewGameSettings {
  const rules: Record<string, boolean | number | string> = {};
  for (const o of engine.ruleOptions()) rules[o.name] = o.default;
  return { seats: [defaultSeat(0), defaultSeat(1)], sets: engine.sets().map((s) => s.id).slice(0, 1), rules, seed: '', botDelay: 600 };
}

function validRule(o: RuleOptionInfo, v: unknown): boolean {
  if (o.type === 'bool') return typeof v === 'boolean';
  if (o.type === 'choice') return (o.values ?? []).some((x) => x === v);
  return typeof v === 'number' && Number.isInteger(v) && v >= (o.min ?? -Infinity) && v <= (o.max ?? Infinity);
}

export function loadSettings(engine: Engine): NewGameSettings {
  const d = defaultSettings(engine);
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return d;
    const s = JSON.parse(raw) as Partial<NewGameSettings>;
    const seats = Array.isArray(s.seats) && s.seats.length >= 2 && s.seats.length <= 6
      ? s.seats.map((x, i) => ({
        name: typeof x?.name === 'string' ? x.name.slice(0, 24) : defaultSeat(i).name,
        color: typeof x?.color === 'string' && /^#[0-9a-f]{6}$/i.test(x.color) ? x.color : defaultSeat(i).color,
        type: x?.type === 'human' || BOT_KINDS.some((k) => k.id === x?.type) ? x.type : 'human',
      }))
      : d.seats;
    const known = new Set(playableSets(engine).map((t) => t.id));
    const sets = Array.isArray(s.sets) ? s.sets.filter((x) => known.has(x)) : [];
    const rules = { ...d.rules };
    for (const o of engine.ruleOptions()) if (s.rules && validRule(o, s.rules[o.name])) rules[o.name] = s.rules[o.name]!;
    return {
      seats, sets: sets.length ? sets : d.sets, rules,
      seed: typeof s.seed === 'string' && /^\d{0,9}$/.test(s.seed) ? s.seed : '',
      botDelay: typeof s.botDelay === 'number' && s.botDelay >= 0 ? s.botDelay : d.botDelay,
    };
  } catch {
    return d;
  }
}

/** The one-click game: you (as last named) against the greedy bot, the base game, a random seed. */
export function quickSettings(engine: Engine): NewGameSettings {
  const d = defaultSettings(engine), last = loadSettings(engine);
  const me = last.seats.find((x) => x.type === 'human') ?? d.seats[0]!;
  const botColor = seatColors().find((c) => c.toLowerCase() !== me.color.toLowerCase()) ?? seatColors()[1]!;
  return { ...d, seats: [{ ...me, type: 'human' }, { name: 'Bot', color: botColor, type: QUICK_BOT }], botDelay: last.botDelay };
}

export function saveSettings(s: NewGameSettings): void {
  try { localStorage.setItem(KEY, JSON.stringify(s)); } catch { /* private mode: not remembered */ }
}

/** The setup of these settings, with the rule options of the sets in play only (those of other
 *  sets change nothing, and the small first core does not know them: web/src/cores.ts). */
export function toSetup(s: NewGameSettings, engine: Engine): Setup {
  const seed = s.seed.trim() === '' ? Math.floor(Math.random() * 1e9) : Number(s.seed);
  const setIds = new Set(engine.sets().map((x) => x.id));
  const idle = new Set(engine.ruleOptions().filter((o) => setIds.has(o.module) && !s.sets.includes(o.module)).map((o) => o.name));
  return {
    players: s.seats.map((p) => ({ name: p.name.trim() || 'Player', color: p.color, ...(p.type !== 'human' ? { bot: p.type } : {}) })),
    sets: s.sets,
    rules: Object.fromEntries(Object.entries(s.rules).filter(([name]) => !idle.has(name))),
    seed,
  };
}

/** Shows the dialog; resolves with the chosen settings, or null when cancelled. */
/** judge: the engine that will play a setup (the page may first load a larger core for it). */
export function askNewGame(dialog: HTMLDialogElement, engine: Engine, initial: NewGameSettings, cancellable: boolean,
  judge: (setup: Setup) => Promise<Engine> = async () => engine): Promise<NewGameSettings | null> {
  const s: NewGameSettings = structuredClone(initial);
  const sets = playableSets(engine);
  const offered = new Set(sets.map((x) => x.id));
  const options = engine.ruleOptions().filter((o) => o.module === '' || offered.has(o.module) || !engine.sets().some((x) => x.id === o.module));
  return new Promise((resolve) => {
    const seatList = h('div', { class: 'seats' });
    const error = h('p', { class: 'error', role: 'alert' });

    const renderSeats = () => {
      seatList.replaceChildren(...s.seats.map((seat, i) => h('div', { class: 'seat-row' },
        h('span', { class: 'seat-no', text: String(i + 1) }),
        h('input', {
          id: `seat-${i}-name`, type: 'text', value: seat.name, maxlength: 24, 'aria-label': `Seat ${i + 1} name`,
          oninput: (e) => { seat.name = (e.target as HTMLInputElement).value; },
        }),
        h('input', {
          id: `seat-${i}-color`, type: 'color', value: seat.color, 'aria-label': `Seat ${i + 1} colour`,
          oninput: (e) => { seat.color = (e.target as HTMLInputElement).value; },
        }),
        (() => {
          const sel = h('select', {
            id: `seat-${i}-type`, 'aria-label': `Seat ${i + 1} player`,
            onchange: (e) => { seat.type = (e.target as HTMLSelectElement).value; },
          }, h('option', { value: 'human', text: 'Human' }), BOT_KINDS.map((k) => h('option', { value: k.id, text: k.label })));
          sel.value = seat.type;
          return sel;
        })(),
        h('button', {
          type: 'button', class: 'icon', title: 'Remove this seat', 'aria-label': `Remove seat ${i + 1}`, disabled: s.seats.length <= 2,
          onclick: () => { s.seats.splice(i, 1); renderSeats(); },
        }, '✕'),
      )), h('button', {
        type: 'button', id: 'add-seat', disabled: s.seats.length >= 6,
        onclick: () => {
          const used = new Set(s.seats.map((x) => x.color.toLowerCase()));
          const seat = defaultSeat(s.seats.length);
          seat.color = seatColors().find((c) => !used.has(c)) ?? seat.color;
          s.seats.push(seat);
          renderSeats();
        },
      }, '+ Add a seat'));
    };
    renderSeats();

    // One box per set the engine knows (the base game and each expansion), with what it brings.
    const setBoxes = sets.map((t) => h('div', { class: 'rule' },
      h('label', { class: 'check' },
        h('input', {
          type: 'checkbox', id: `set-${t.id}`, checked: s.sets.includes(t.id), 'aria-describedby': `set-${t.id}-help`,
          onchange: (e) => {
            const on = (e.target as HTMLInputElement).checked;
            s.sets = on ? [...new Set([...s.sets, t.id])] : s.sets.filter((x) => x !== t.id);
          },
        }), ` ${t.name} `,
        h('small', { text: t.tiles ? `(${t.tiles} tiles)` : t.variants ? `(swaps in ${t.variants} tile variants)` : '' })),
      t.doc ? h('small', { class: 'help', id: `set-${t.id}-help`, text: t.doc }) : null));

    const modules = [...new Set(options.map((o) => o.module))];
    const ruleGroups = modules.map((mod) => h('fieldset', { class: 'rules' },
      h('legend', { text: mod === 'base' ? 'Rules' : `Rules: ${sets.find((t) => t.id === mod)?.name ?? humanize(mod)}` }),
      options.filter((o) => o.module === mod).map((o) => {
        const id = `rule-${o.name}`;
        const help = h('small', { class: 'help', id: `${id}-help`, text: o.doc });
        let input: HTMLElement;
        if (o.type === 'bool') {
          input = h('input', {
            type: 'checkbox', id, checked: s.rules[o.name] === true, 'aria-describedby': `${id}-help`,
            onchange: (e) => { s.rules[o.name] = (e.target as HTMLInputElement).checked; },
          });
          return h('div', { class: 'rule' }, h('label', { class: 'check', for: id }, input, ` ${humanize(o.name)}`), help);
        }
        if (o.type === 'choice') {
          const sel = h('select', {
            id, 'aria-describedby': `${id}-help`,
            onchange: (e) => {
              const i = (e.target as HTMLSelectElement).selectedIndex;
              s.rules[o.name] = (o.values ?? [])[i] ?? o.default;
            },
          }, (o.values ?? []).map((v) => h('option', { value: String(v), text: humanize(String(v)) })));
          sel.selectedIndex = Math.max(0, (o.values ?? []).findIndex((v) => v === s.rules[o.name]));
          input = sel;
        } else if (o.flags?.length) {
          return flagBoxes(o, s.rules, help);
        } else {
          const out = h('output', { for: id, text: String(s.rules[o.name]) });
          const range = h('input', {
            type: 'range', id, min: o.min ?? 0, max: o.max ?? 100, step: 1, value: String(s.rules[o.name]), 'aria-describedby': `${id}-help`,
            oninput: (e) => { const v = Number((e.target as HTMLInputElement).value); s.rules[o.name] = v; out.textContent = String(v); },
          });
          input = h('span', { class: 'range' }, range, out);
        }
        return h('div', { class: 'rule' }, h('label', { for: id, text: humanize(o.name) }), input, help);
      })));

    const seedInput = h('input', {
      id: 'seed', type: 'text', inputmode: 'numeric', pattern: '\\d{0,9}', placeholder: 'random', value: s.seed, maxlength: 9,
      oninput: (e) => { s.seed = (e.target as HTMLInputElement).value.trim(); },
    });
    const speed = h('select', {
      id: 'bot-speed', onchange: (e) => { s.botDelay = Number((e.target as HTMLSelectElement).value); },
    }, BOT_SPEEDS.map((b) => h('option', { value: String(b.ms), text: b.label })));
    speed.value = String(BOT_SPEEDS.find((b) => b.ms === s.botDelay)?.ms ?? 600);

    const finish = (v: NewGameSettings | null) => {
      dialog.close();
      dialog.replaceChildren();
      resolve(v);
    };
    // the sets, the rules and the table are folded away: a first game needs none of them
    const chosen = () => sets.filter((t) => s.sets.includes(t.id)).map((t) => t.name).join(' + ') || 'no set chosen';
    const summaryText = h('small', { class: 'summary-sets', text: ` (${chosen()})` });
    const more = h('details', { id: 'more-options', ontoggle: () => { summaryText.textContent = ` (${chosen()})`; } },
      h('summary', {}, 'Sets, rules and table', summaryText),
      h('fieldset', {}, h('legend', { text: 'Sets' }), setBoxes),
      ruleGroups,
      h('fieldset', { class: 'row' }, h('legend', { text: 'Table' }),
        h('label', { for: 'seed', text: 'Seed ' }), seedInput,
        h('button', { type: 'button', class: 'icon', title: 'Pick a random seed now', onclick: () => { s.seed = String(Math.floor(Math.random() * 1e9)); seedInput.value = s.seed; } }, 'Roll'),
        h('label', { for: 'bot-speed', text: ' Bot speed ' }), speed));
    const quick = h('div', { class: 'quick' },
      h('button', { type: 'button', id: 'quick-game', class: 'primary big', onclick: () => finish(quickSettings(engine)) }, 'Quick game against a bot'),
      h('small', { class: 'help', text: 'You against the greedy bot, the base game. Or set up the seats below.' }));
    const form = h('form', {
      method: 'dialog', class: 'new-game',
      onsubmit: async (e) => {
        e.preventDefault();
        if (s.sets.length === 0) { error.textContent = 'Choose at least one tile set.'; return; }
        if (!/^\d{0,9}$/.test(s.seed)) { error.textContent = 'The seed is a whole number (or empty for a random one).'; return; }
        const setup = toSetup(s, engine);
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
    h('h2', { id: 'new-game-title', text: 'New game' }),
    quick,
    h('fieldset', {}, h('legend', { text: 'Players (2–6)' }), seatList),
    more,
    error,
    h('div', { class: 'actions' },
      cancellable ? h('button', { type: 'button', id: 'cancel-new-game', onclick: () => finish(null) }, 'Cancel') : null,
      h('button', { type: 'submit', id: 'start-game', class: 'primary' }, 'Start game')));
    dialog.replaceChildren(form);
    dialog.oncancel = (e) => { if (!cancellable) e.preventDefault(); else finish(null); };
    dialog.showModal();
    dialog.setAttribute('aria-labelledby', 'new-game-title');
    (document.getElementById('quick-game') as HTMLButtonElement | null)?.focus({ preventScroll: true });
    dialog.scrollTop = 0;
  });
}
