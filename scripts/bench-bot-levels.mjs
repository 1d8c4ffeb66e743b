// How long the page's MCTS levels think per decision in WASM (Node, build/pkg), and how often their
// search finishes inside the level's time (issue 22 goal 4: "a wall-clock budget per move that fits
// the label"). A level with a search cap (the strongest: 50,000 iterations) plays exactly the search
// the arena measured (docs/arena.md) only where the cap is reached before the deadline; elsewhere
// the worker stops it at the deadline with fewer iterations. So each capped level's search runs here
// without a deadline, timed, against the time the page would give that decision (web/src/shell/bots.ts's
// decisionMillis: the tile its share of the turn, what follows the rest). Levels, caps and the split
// are read from web/src/shell/bots.ts itself (bundled here by esbuild), so this follows the page.
// Games: 2-player base games against greedy, the level's seat first and second in turn; decisions
// with one legal answer are not searched. A benchmark: prints figures, no threshold.
//   node scripts/bench-bot-levels.mjs [GAMES]      (default 2)
import { build } from 'esbuild';
import { createEngine } from '../build/pkg/node.js';

const games = Number(process.argv[2] ?? 2);
if (!Number.isInteger(games) || games < 1) {
  console.error('usage: node scripts/bench-bot-levels.mjs [GAMES]');
  process.exit(2);
}
const bundled = await build({
  entryPoints: [new URL('../web/src/shell/bots.ts', import.meta.url).pathname],
  bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'silent',
});
const { BOT_LEVELS, decisionMillis } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
const engine = await createEngine();

const quantile = (xs, q) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))]; };
const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`;
const pct = (n, d) => `${d ? ((100 * n) / d).toFixed(0) : '-'} %`;

// One level's searches over `games` games: per decision kind the times and whether each fitted.
function measure(level) {
  const kinds = { tile: { times: [], fitted: 0 }, other: { times: [], fitted: 0 } };
  let turns = 0, turnsFitted = 0, seed = 1;
  for (let g = 0; g < games; g++) {
    const game = engine.newGame({ players: [{}, {}], seed: 1 + g });
    const seat = g % 2;
    let turn = -1, spent = 0, fits = true;
    const endTurn = () => { if (turn >= 0) { turns++; if (fits) turnsFitted++; } };
    for (let st = game.state(); !st.over; st = game.state()) {
      const options = game.options();
      // a decision is the seat's (any kind: tile, figure, a module's question); chance answers itself
      if (st.decision?.player !== seat) { game.apply(game.botOption('greedy', seed++)); continue; }
      const tile = st.decision?.kind === 'tile';
      if (st.turn !== turn) { endTurn(); turn = st.turn; spent = 0; fits = true; }
      if (options.length < 2) { game.apply(options[0]); continue; }
      const allowed = decisionMillis(level.turnMillis, tile, spent);
      const t0 = performance.now();
      const option = game.botOption(level.engineKind, seed++, level.search);
      const took = performance.now() - t0;
      const k = kinds[tile ? 'tile' : 'other'];
      k.times.push(took);
      if (took <= allowed) k.fitted++;
      else fits = false;
      spent += Math.min(took, allowed);   // the page's search stops at its deadline
      game.apply(option);
    }
    endTurn();
    game.dispose();
  }
  return { kinds, turns, turnsFitted };
}

console.log(`bench-bot-levels: the page's MCTS levels in WASM (Node ${process.version}), each capped search run without its deadline, ${games} 2-player base game(s) against greedy`);
for (const level of BOT_LEVELS) {
  if (level.engineKind !== 'mcts') continue;
  if (!level.search?.iterations) {
    console.log(`  ${level.id}: thinks by time only (${ms(level.turnMillis)} per turn, no search cap): always its deadline`);
    continue;
  }
  const t0 = performance.now();
  const { kinds, turns, turnsFitted } = measure(level);
  console.log(`  ${level.id} (${JSON.stringify(level.search)}, ${ms(level.turnMillis)} per turn), ${((performance.now() - t0) / 1000).toFixed(0)} s:`);
  for (const [name, k] of Object.entries(kinds)) {
    if (k.times.length === 0) continue;
    const allowed = name === 'tile' ? `the tile's ${ms(decisionMillis(level.turnMillis, true))}` : 'what the turn leaves';
    console.log(`    ${name === 'tile' ? 'tile' : 'later decisions'}: ${k.times.length} searches, median ${ms(quantile(k.times, 0.5))}, p90 ${ms(quantile(k.times, 0.9))}, max ${ms(Math.max(...k.times))}; finished within ${allowed}: ${pct(k.fitted, k.times.length)}`);
  }
  console.log(`    turns whose every search finished in time (the arena's search exactly): ${turnsFitted} of ${turns} (${pct(turnsFitted, turns)})`);
}
