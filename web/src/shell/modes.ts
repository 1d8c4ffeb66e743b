// The page's modes besides play: the final-scoring walk-through a finished game starts (the game
// says what it scored, step by step; the log tells each step as it is reached), the replay of the
// record (the game waits, its bot stops), and the results at the end.
import { $ } from './dom.js';
import { stopBots } from './bot-turns.js';
import { ReplayBar } from './replay-bar.js';
import type { Shell } from './app.js';
import type { ReplaySteps } from './game-page.js';
import { t } from '../words/words.js';

/** Ends a walk-through or a replay without going on (a new or loaded game takes over). */
export function leaveModes(app: Shell): void {
  app.walk?.card.remove();
  app.walk = null;
  app.replayBar?.bar.remove();
  app.replayBar = null;
  app.view.modesLeft();
  app.mode = 'play';
  document.body.classList.remove('replaying', 'final-scoring');
}

export function showResults(app: Shell): void {
  if (!app.game || !app.progress) return;
  app.view.showResults(app.finalFrom, { onReplay: () => openReplay(app), onNewGame: () => void app.newGameDialog(true) });
}

/** The game just ended: its final scoring, one step at a time on the board, then the results. */
export function startFinalScoring(app: Shell): void {
  const game = app.game;
  if (!game) return;
  const plan = app.view.finalScoring(game.save(), game);
  app.finalFrom = plan?.firstEvent ?? game.eventCount();
  if (!plan || plan.steps === 0) { showResults(app); return; }
  leaveModes(app);
  app.mode = 'final';
  document.body.classList.add('final-scoring');
  // the log tells the final scoring as the walk-through reaches it, not all at once
  const revealUpTo = (step: number) => app.log.revealFinal(plan.firstEvent, plan.eventOf(step) ?? Infinity);
  const redraw = () => { app.view.updateBoard(); app.renderPanel(); };
  app.walk = plan.open($('#board-wrap'), {
    changed: () => { revealUpTo(app.walk?.index ?? 0); redraw(); },
    done: () => {
      revealUpTo(Infinity);
      app.walk = null;
      app.mode = 'play';
      document.body.classList.remove('final-scoring');
      redraw();
      showResults(app);
    },
  });
  revealUpTo(0);
  app.view.board.autoFit = true;
  app.view.board.fit();
  redraw();
}

/** Steps through this game's record on the board (the game waits; "Back to the game" returns). */
export function openReplay(app: Shell): void {
  const game = app.game;
  if (!game || app.mode === 'replay') return;
  let steps: ReplaySteps;
  try {
    steps = app.view.replay(game.save());
  } catch (e) {
    app.toast(t('replay-failed', { error: (e as Error).message }), true);
    return;
  }
  leaveModes(app);
  stopBots(app);           // a bot answer that arrives meanwhile is dropped; the bot asks again after
  app.mode = 'replay';
  document.body.classList.add('replaying');
  app.view.board.autoFit = true;
  app.replayBar = new ReplayBar($('#board-wrap'), steps, {
    show: (frame) => { steps.show(frame); app.view.updateBoard(); app.renderPanel(); },
    close: () => {
      app.replayBar = null;
      steps.show(null);
      app.mode = 'play';
      document.body.classList.remove('replaying');
      app.refresh();
      app.view.board.fit();
      $('#replay-open').focus({ preventScroll: true });
    },
  });
  app.view.replayOpened();
}
