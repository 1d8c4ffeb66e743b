// The dice fixture game as the page shell plays it (web/src/shell/game-page.ts GamePage): its one
// core (dice_core.wasm), its part of the new-game dialog (the seats only), what the shell reads of
// its state, its bot levels, and its view (page-view.ts). Test-only: the fixtures build's dice.html.
import { createGameEngine } from 'carcassonne-engine/game';
import { compileWasm } from '../../../../web/src/shell/bot-assets.js';
import type { BotLevel } from '../../../../web/src/shell/bots.js';
import type { EngineSource, GamePage, LoadedEngine, SetupForm } from '../../../../web/src/shell/game-page.js';
import { SEAT_COLORS, SEAT_MARKS } from './dice-draw.js';
import { DicePageView } from './page-view.js';
import type { DiceGameTypes, DiceTypes } from './types.js';

type Engine = DiceTypes['engine'];
let loaded: Promise<LoadedEngine<Engine>> | null = null;

/** One core plays every dice game: loaded once (a failed load may be retried). */
const diceEngines: EngineSource<Engine> = {
  workerScript: 'dice_bot_worker.js',
  first() {
    loaded ??= compileWasm('dice_core.wasm').then(async (module) => ({
      engine: await createGameEngine<DiceGameTypes>('dice', module ? { wasmModule: module } : {}), module, key: 'dice_core.wasm',
    }));
    loaded.catch(() => { loaded = null; });
    return loaded;
  },
  forSetup: (current) => current,
  forRecord: (current) => current,
};

/** The platform's bots: the MCTS levels think by the wall clock, the strongest also stops at
 *  50,000 iterations (dice's bots take "iterations" and "millis" only). */
const DICE_LEVELS: BotLevel[] = [
  { id: 'random', label: 'Bot: random', engineKind: 'random', turnMillis: 0 },
  { id: 'greedy', label: 'Bot: greedy', engineKind: 'greedy', turnMillis: 0 },
  { id: 'mcts-0.5', label: 'Bot: MCTS 0.5 s', engineKind: 'mcts', turnMillis: 500 },
  { id: 'mcts-2', label: 'Bot: MCTS 2 s', engineKind: 'mcts', turnMillis: 2000, search: { iterations: 50000 } },
];

/** The game has no choices beyond the seats and the seed: the dialog's "Table" holds them. */
const diceSetupForm: SetupForm<DiceTypes, Record<string, never>> = {
  seats: { min: 2, max: 4, colors: false },
  quickHelp: 'You against the greedy bot.',
  settings: () => ({}),
  quick: () => ({}),
  fields: () => ({ legend: 'Table', parts: [], summary: () => 'seed and bot speed' }),
  check: () => null,
  toSetup: (_engine, _s, players, seed) => ({
    players: players.map((p) => ({ name: p.name, ...(p.bot ? { bot: p.bot } : {}) })), seed,
  }),
};

/** Markers placed so far: a turn is one placement. */
export const placed = (s: DiceTypes['state']): number => s.grid.flat().filter((c) => c !== null).length;

export const dicePage: GamePage<DiceTypes> = {
  id: 'dice',
  recordHint: '{"game": "dice", "version": 1, "setup": {...}, "moves": [...]}',
  engines: diceEngines,
  setupForm: diceSetupForm,
  botLevels: DICE_LEVELS,
  progress: (s) => ({
    over: s.finished,
    turn: placed(s) + 1,
    decider: s.finished ? null : typeof s.decision?.player === 'number' ? s.decision.player : null,
    stepsInTurn: false,   // a turn is one answer: the platform's undo() would take back the last seat's, bots' too
    players: s.players.map((p) => ({
      name: p.name, bot: p.bot !== undefined && p.bot !== false, ...(typeof p.bot === 'string' ? { botLevel: p.bot } : {}),
    })),
  }),
  recordUpTo(record, moves) {
    const { final: _, ...rest } = record;
    return { ...rest, moves: (record.moves ?? []).slice(0, moves) };
  },
  seatColors: () => SEAT_COLORS,
  seatMarks: (names) => names.map((_, i) => SEAT_MARKS[i] ?? String(i + 1)),
  start: () => (host) => new DicePageView(host),
};
