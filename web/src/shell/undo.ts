// Undo: within the turn, the game's own step back (the tile just placed); else the last human turn
// with the bots' moves after it, one turn at a time until a human plays again. The record is the
// save: its moves from that turn on are dropped and the rest loaded.
import type { Shell } from './app.js';
import type { PlayGame } from './game-page.js';
import { t } from '../words/words.js';

/** Whether the game's own step back (canUndo) stays within the deciding seat's turn (the tile just
 *  placed): a game whose engine undoes any answer says not (Progress.stepsInTurn false). */
function stepInTurn(app: Shell): boolean {
  return !!app.game?.canUndo() && app.progress?.stepsInTurn !== false;
}

/**
 * The move index of the last human turn that may be taken back, or -1: no human has acted since
 * (only bots, whose moves go with it), the game goes on, and it is not before an earlier undo.
 */
export function undoableTurn(app: Shell): number {
  if (!app.game || !app.progress || app.progress.over || app.mode !== 'play' || stepInTurn(app)) return -1;
  const movers = app.log.movers;
  for (let k = movers.length - 1; k >= 0; k--) {
    if (app.bots[movers[k]!]) continue;
    return k >= app.undoFloor ? k : -1;
  }
  return -1;
}

export function canUndoAny(app: Shell): boolean {
  return (app.humanToMove() && stepInTurn(app)) || undoableTurn(app) >= 0;
}

export function undo(app: Shell): void {
  const game = app.game;
  if (!game || app.mode !== 'play') return;
  if (app.humanToMove() && stepInTurn(app)) {
    game.undo();
    app.view.undoneInTurn();
    app.refresh();
    return;
  }
  const k = undoableTurn(app);
  if (k < 0) return;
  const record = app.page.recordUpTo(game.save(), k);
  let back: PlayGame;
  try {
    back = app.engine.loadRecord(record);
  } catch (e) {
    app.toast(t('undo-failed', { error: (e as Error).message }), true);
    return;
  }
  app.undoFloor = k;
  app.swapGame(back);
  app.toast(t('undo-done'));
}
