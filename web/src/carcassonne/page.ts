// Carcassonne as the page shell plays it (shell/game-page.ts GamePage): its words and looks from
// the engine's catalog, its seat colours and marks, and its view.
import type { GamePage } from '../shell/game-page.js';
import { seatColors, useLexicon } from './lexicon.js';
import { seatMarks } from './meeple.js';
import { CarcassonneView } from './view.js';

export const carcassonnePage: GamePage = {
  id: 'carcassonne',
  recordHint: '{"format": "carcassonne-record", ...}',
  seatColors: () => seatColors(),
  seatMarks: (names) => seatMarks(names),
  start(engine) {
    const sets = engine.tileSets();   // one copy for the lexicon, the artist and the tile index
    useLexicon(engine.lexicon(), sets);   // names and looks of figures, tags, categories
    return (host) => new CarcassonneView(host, sets);
  },
};
