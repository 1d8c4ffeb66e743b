// Positions of a game with every set on, for the layout and hot-seat tests: three players (all
// human on the page), seed 1, the greedy bot playing the first `moves` decisions in Node. The
// record of the game at that point loads on the page at the same open question.
import { createEngine } from '../../build/pkg/node.js';

const engine = await createEngine();
export const EVERY_SET = engine.sets().map((s) => s.id);

/** The record after `moves` decisions (rules: rule options), with the state and options of the question then open. */
export function everySetPosition(moves, rules = {}) {
  const game = engine.newGame({ players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }], sets: EVERY_SET, rules, seed: 1 });
  for (let n = 0; n < moves; n++) game.apply(game.botOption('greedy', n + 1));
  const position = { record: game.save(), state: game.state(), options: game.options() };
  game.dispose();
  return position;
}
