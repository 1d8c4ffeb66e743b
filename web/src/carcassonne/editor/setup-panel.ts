// The editor's setup form: players (names), sets, deck (free for teaching, or counted), seed and
// the rule options of the sets in play, as the engine describes them. Every change goes to the
// editor, which keeps it only if the record's moves still replay.
import type { Engine, RuleOptionInfo, Setup } from 'carcassonne-engine';
import { h, humanize } from '../../shell/dom.js';
import { playableSets } from '../setup-form.js';

const NAMES = ['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Frank'];

export class SetupPanel {
  #root: HTMLElement;
  #engine: Engine;
  #change: (s: Setup) => void;
  #setup: Setup = { players: [] };

  constructor(root: HTMLElement, engine: Engine, change: (s: Setup) => void) {
    this.#root = root;
    this.#engine = engine;
    this.#change = change;
  }

  show(setup: Setup): void {
    this.#setup = JSON.parse(JSON.stringify(setup)) as Setup;
    const s = this.#setup;
    const sets = s.sets ?? ['base'];
    const send = () => this.#change(JSON.parse(JSON.stringify(s)) as Setup);
    const players = h('fieldset', {}, h('legend', {}, 'Players'),
      ...s.players.map((p, i) => h('div', { class: 'row player' },
        h('input', {
          value: p.name ?? `Player ${i + 1}`, maxlength: 24, 'aria-label': `Player ${i + 1} name`, id: `player-${i}-name`,
          onchange: (e) => { p.name = (e.target as HTMLInputElement).value.trim() || `Player ${i + 1}`; send(); },
        }),
        h('button', {
          type: 'button', 'aria-label': `Remove player ${i + 1}`, title: 'Remove this player', disabled: s.players.length <= 2,
          onclick: () => { s.players.splice(i, 1); send(); },
        }, '✕'))),
      h('button', {
        type: 'button', id: 'add-player', disabled: s.players.length >= 6,
        onclick: () => { s.players.push({ name: NAMES[s.players.length] ?? `Player ${s.players.length + 1}` }); send(); },
      }, '+ Add a player'));
    const setBoxes = h('fieldset', {}, h('legend', {}, 'Sets'),
      ...playableSets(this.#engine).map((t) => h('label', { class: 'check', title: t.doc },
        h('input', {
          type: 'checkbox', id: `set-${t.id}`, checked: sets.includes(t.id),
          onchange: (e) => {
            const on = (e.target as HTMLInputElement).checked;
            s.sets = on ? [...sets, t.id] : sets.filter((x) => x !== t.id);
            send();
          },
        }), t.name)));
    const deck = h('fieldset', {}, h('legend', {}, 'Deck'),
      ...(['free', 'sets'] as const).map((d) => h('label', { class: 'check' },
        h('input', {
          type: 'radio', name: 'deck', value: d, id: `deck-${d}`, checked: (s.deck ?? 'sets') === d,
          onchange: () => { s.deck = d; send(); },
        }),
        d === 'free' ? 'Free: any tile, any player (teaching)' : 'Counted: the sets\' tiles in turn order')),
      h('label', { class: 'row' }, 'Seed', h('input', {
        type: 'number', min: 0, step: 1, value: s.seed ?? 0, id: 'seed', style: 'width: 8em',
        onchange: (e) => { s.seed = Math.max(0, Math.trunc(Number((e.target as HTMLInputElement).value) || 0)); send(); },
      })));
    const modules = new Set(sets);
    const rules = h('fieldset', {}, h('legend', {}, 'Rules'),
      ...this.#engine.ruleOptions().filter((o) => modules.has(o.module)).map((o) => this.#rule(o, s, send)));
    this.#root.replaceChildren(players, setBoxes, deck, rules);
  }

  #rule(o: RuleOptionInfo, s: Setup, send: () => void): HTMLElement {
    const rules = (s.rules ??= {});
    const value = rules[o.name] ?? o.default;
    const set = (v: boolean | number | string) => {
      if (v === o.default) delete rules[o.name]; else rules[o.name] = v;
      send();
    };
    const label = humanize(o.name);
    if (o.type === 'bool') {
      return h('label', { class: 'check', title: o.doc }, h('input', {
        type: 'checkbox', id: `rule-${o.name}`, checked: value === true,
        onchange: (e) => set((e.target as HTMLInputElement).checked),
      }), label);
    }
    if (o.type === 'choice') {
      const sel = h('select', { id: `rule-${o.name}`, onchange: (e) => {
        const raw = (e.target as HTMLSelectElement).value;
        set(typeof o.default === 'number' ? Number(raw) : raw);
      } }, ...(o.values ?? []).map((v) => h('option', { value: String(v) }, String(v))));
      sel.value = String(value);
      return h('label', { class: 'row', title: o.doc }, label, sel);
    }
    return h('label', { class: 'row', title: o.doc }, label, h('input', {
      type: 'number', id: `rule-${o.name}`, min: o.min, max: o.max, value: Number(value), style: 'width: 5em',
      onchange: (e) => set(Math.trunc(Number((e.target as HTMLInputElement).value))),
    }));
  }
}
