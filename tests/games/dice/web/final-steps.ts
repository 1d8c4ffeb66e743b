// The dice game's final scoring, one goal card at a time (web/src/shell/game-page.ts FinalPlan):
// when the game ends every goal card is shown; each step lights one player's goal line on the
// board, says what it scored, and counts it into the scores; Next steps on, Skip goes to the
// results. Read from the engine's events: the "goal" scores after the last placement.
import type { PlatformEvent } from 'carcassonne-engine/game';
import { h } from '../../../../web/src/shell/dom.js';
import type { FinalPlan, Walkthrough } from '../../../../web/src/shell/game-page.js';
import { lineWords, type DiceState, type Line } from './dice-words.js';

/** What the board and the scores show at a step. */
export interface GoalStep { goal: Line; scores: number[] }

/** The walk-through of a finished game, or null when no goal card scored (the results come at once). */
export function goalSteps(s: DiceState, events: PlatformEvent[], show: (step: GoalStep | null) => void): FinalPlan | null {
  const lastPlace = events.map((e) => e.id).lastIndexOf('place');
  const steps = events.map((e, i) => ({ e, i })).filter(({ e, i }) => i > lastPlace && e.id === 'score' && e.reason === 'goal');
  if (steps.length === 0) return null;
  const before = [...s.scores];
  for (const { e } of steps) before[Number(e.player)]! -= Number(e.points);
  const at = (k: number): GoalStep => {
    const scores = [...before];
    for (const { e } of steps.slice(0, k + 1)) scores[Number(e.player)]! += Number(e.points);
    return { goal: s.goals[Number(steps[k]!.e.player)]!, scores };
  };
  return {
    firstEvent: steps[0]!.i,
    steps: steps.length,
    eventOf: (k) => steps[k]?.i,
    open(wrap, hooks) {
      let index = 0;
      const title = h('h2', { id: 'final-title' }), text = h('p', { id: 'final-text' });
      const next = h('button', { type: 'button', id: 'final-next', class: 'primary' }, 'Next');
      const finish = () => { card.remove(); show(null); hooks.done(); };
      const render = () => {
        const { e } = steps[index]!, seat = Number(e.player);
        title.textContent = `Goal cards: ${index + 1} of ${steps.length}`;
        text.textContent = `${s.players[seat]?.name ?? `Seat ${seat + 1}`}'s goal card is ${lineWords(s.goals[seat]!)}: ${Number(e.points) / 2} own markers on it, ${Number(e.points)} points.`;
        next.textContent = index + 1 < steps.length ? 'Next' : 'Results';
        show(at(index));
      };
      const go = () => { if (index + 1 >= steps.length) finish(); else { index++; render(); hooks.changed(); } };
      next.addEventListener('click', go);
      const card = h('section', { id: 'final-scoring', 'aria-labelledby': 'final-title', role: 'region' },
        title, h('div', { 'aria-live': 'polite', 'aria-atomic': 'true' }, text),
        h('div', { class: 'actions' }, h('button', { type: 'button', id: 'final-skip', onclick: finish }, 'Skip to results'), next));
      wrap.append(card);
      render();
      next.focus({ preventScroll: true });
      const walk: Walkthrough = {
        card,
        get index() { return index; },
        count: steps.length,
        key(ev: KeyboardEvent) {
          if (ev.key === 'ArrowRight' || ev.key === 'Enter' || ev.key === ' ') { go(); return true; }
          if (ev.key === 'Escape') { finish(); return true; }
          return false;
        },
      };
      return walk;
    },
  };
}
