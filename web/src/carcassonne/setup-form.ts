// Carcassonne's part of the new-game dialog (shell/game-page.ts SetupForm): the sets and the rule
// options as the engine describes them, kept with the seats (the stored settings keep "sets" and
// "rules" where they always were).
import type { Engine, RuleOptionInfo, SetInfo, Setup } from 'carcassonne-engine';
import { h, humanize } from '../shell/dom.js';
import type { SetupForm } from '../shell/game-page.js';
import type { CarcTypes } from './types.js';

export interface CarcSettings {
  sets: string[];
  rules: Record<string, boolean | number | string>;
}

/** The sets this page can offer: every set the engine has (the board draws pieces of several
 *  squares as well as one-square tiles). */
export function playableSets(engine: Engine): SetInfo[] {
  return engine.sets();
}

function defaults(engine: Engine): CarcSettings {
  const rules: Record<string, boolean | number | string> = {};
  for (const o of engine.ruleOptions()) rules[o.name] = o.default;
  return { sets: engine.sets().map((s) => s.id).slice(0, 1), rules };
}

function validRule(o: RuleOptionInfo, v: unknown): boolean {
  if (o.type === 'bool') return typeof v === 'boolean';
  if (o.type === 'choice') return (o.values ?? []).some((x) => x === v);
  return typeof v === 'number' && Number.isInteger(v) && v >= (o.min ?? -Infinity) && v <= (o.max ?? Infinity);
}

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

/** One rule option's input, with its help. */
function ruleInput(o: RuleOptionInfo, s: CarcSettings): HTMLElement {
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
}

/** One box per set the engine knows (the base game and each expansion), with what it brings. */
function setBox(t: SetInfo, s: CarcSettings): HTMLElement {
  return h('div', { class: 'rule' },
    h('label', { class: 'check' },
      h('input', {
        type: 'checkbox', id: `set-${t.id}`, checked: s.sets.includes(t.id), 'aria-describedby': `set-${t.id}-help`,
        onchange: (e) => {
          const on = (e.target as HTMLInputElement).checked;
          s.sets = on ? [...new Set([...s.sets, t.id])] : s.sets.filter((x) => x !== t.id);
        },
      }), ` ${t.name} `,
      h('small', { text: t.tiles ? `(${t.tiles} tiles)` : t.variants ? `(swaps in ${t.variants} tile variants)` : '' })),
    t.doc ? h('small', { class: 'help', id: `set-${t.id}-help`, text: t.doc }) : null);
}

export const carcassonneSetupForm: SetupForm<CarcTypes, CarcSettings> = {
  seats: { min: 2, max: 6, colors: true },
  quickHelp: 'You against the greedy bot, the base game.',
  settings(engine, stored) {
    const d = defaults(engine);
    if (!stored) return d;
    const known = new Set(playableSets(engine).map((t) => t.id));
    const sets = Array.isArray(stored['sets']) ? (stored['sets'] as unknown[]).filter((x): x is string => typeof x === 'string' && known.has(x)) : [];
    const kept = stored['rules'] !== null && typeof stored['rules'] === 'object' ? stored['rules'] as Record<string, unknown> : {};
    const rules = { ...d.rules };
    for (const o of engine.ruleOptions()) if (validRule(o, kept[o.name])) rules[o.name] = kept[o.name] as boolean | number | string;
    return { sets: sets.length ? sets : d.sets, rules };
  },
  quick: (engine) => defaults(engine),
  fields(engine, s) {
    const sets = playableSets(engine);
    const offered = new Set(sets.map((x) => x.id));
    const options = engine.ruleOptions().filter((o) => o.module === '' || offered.has(o.module) || !engine.sets().some((x) => x.id === o.module));
    const modules = [...new Set(options.map((o) => o.module))];
    const ruleGroups = modules.map((mod) => h('fieldset', { class: 'rules' },
      h('legend', { text: mod === 'base' ? 'Rules' : `Rules: ${sets.find((t) => t.id === mod)?.name ?? humanize(mod)}` }),
      options.filter((o) => o.module === mod).map((o) => ruleInput(o, s))));
    return {
      legend: 'Sets, rules and table',
      parts: [h('fieldset', {}, h('legend', { text: 'Sets' }), sets.map((t) => setBox(t, s))), ...ruleGroups],
      summary: () => sets.filter((t) => s.sets.includes(t.id)).map((t) => t.name).join(' + ') || 'no set chosen',
    };
  },
  check: (s) => (s.sets.length === 0 ? 'Choose at least one tile set.' : null),
  /** The rule options of the sets in play only (those of other sets change nothing, and the small
   *  first core does not know them: cores.ts). */
  toSetup(engine, s, players, seed): Setup {
    const setIds = new Set(engine.sets().map((x) => x.id));
    const idle = new Set(engine.ruleOptions().filter((o) => setIds.has(o.module) && !s.sets.includes(o.module)).map((o) => o.name));
    return {
      players: players.map((p) => ({ name: p.name, color: p.color, ...(p.bot ? { bot: p.bot } : {}) })),
      sets: s.sets,
      rules: Object.fromEntries(Object.entries(s.rules).filter(([name]) => !idle.has(name))),
      seed,
    };
  },
};
