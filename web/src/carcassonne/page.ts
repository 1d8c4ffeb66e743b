// Carcassonne as the page shell plays it (shell/game-page.ts GamePage): its engines (two cores),
// its part of the new-game dialog, what the shell reads of its state, its words and looks from the
// engine's catalog, its seat colours and marks, and its view.
import type { GamePage } from '../shell/game-page.js';
import { BOT_LEVELS } from '../shell/bots.js';
import { carcassonneEngines } from './engines.js';
import { seatColors, useLexicon } from './lexicon.js';
import { seatMarks } from './meeple.js';
import { carcassonneSetupForm } from './setup-form.js';
import type { CarcTypes } from './types.js';
import { CarcassonneView } from './view.js';

export const carcassonnePage: GamePage<CarcTypes> = {
  id: 'carcassonne',
  recordHint: '{"format": "carcassonne-record", ...}',
  engines: carcassonneEngines,
  setupForm: carcassonneSetupForm,
  botLevels: BOT_LEVELS,
  progress: (st) => ({ over: st.over, turn: st.turn, decider: st.decision?.player ?? null, players: st.players }),
  recordUpTo(record, moves) {
    const { end: _, ...rest } = record;
    return { ...rest, moves: record.moves.slice(0, moves) };
  },
  seatColors: () => seatColors(),
  seatMarks: (names) => seatMarks(names),
  start(engine) {
    const sets = engine.tileSets();   // one copy for the lexicon, the artist and the tile index
    useLexicon(engine.lexicon(), sets);   // names and looks of figures, tags, categories
    return (host) => new CarcassonneView(host, sets);
  },
};
