// Byte-identical JSON check of two WASM engine packages (issue 22: the answers are written by a
// streaming writer instead of nlohmann trees; they must not change by a byte). Calls both cores'
// raw entry points (the reply text, {"ok": ..., "value"/"error": ...}) side by side and compares:
//  - catalog(), and tileArt/tileShapes of every tile type (and every square of a piece);
//  - every record in tests/records, web/examples, tests/fuzz/corpus/{record,render,session,facade}:
//    replay(), load(), and at every ply loadAt() then state, options, events, scores, save,
//    eventCount, canUndo, the last move's annotation; at the first, middle and last ply segments()
//    and feature() of every placed tile's segments; refusals (a bad option, a bad ply) too;
//  - GAMES random games over every set and rule option (2 to 5 players), a bot's option at every
//    step (random, and greedy every 7th step): state, options, events after each step, the save at
//    the end, undo, playRandom.
// Prints how many answers were compared and their bytes; exits 1 on any difference (the first few
// shown), 2 on bad usage.
//   node scripts/json-identical.mjs OLD_PKG NEW_PKG [GAMES]
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [oldDir, newDir, gamesArg] = process.argv.slice(2);
if (!oldDir || !newDir) {
  console.error('usage: node scripts/json-identical.mjs OLD_PKG NEW_PKG [GAMES]');
  process.exit(2);
}
const games = Number(gamesArg ?? 40);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function core(dir) {
  const d = path.resolve(dir);
  const createCore = (await import(pathToFileURL(path.join(d, 'carcassonne_core.mjs')).href)).default;
  return createCore({ wasmBinary: readFileSync(path.join(d, 'carcassonne_core.wasm')) });
}
const cores = [await core(oldDir), await core(newDir)];

let compared = 0, bytes = 0;
const diffs = [];
function same(what, a, b) {
  ++compared;
  bytes += a.length;
  if (a !== b && diffs.length < 10) {
    let i = 0;
    while (i < a.length && a[i] === b[i]) ++i;
    diffs.push(`${what}: differs at byte ${i}\n  old …${a.slice(Math.max(0, i - 80), i + 80)}\n  new …${b.slice(Math.max(0, i - 80), i + 80)}`);
  } else if (a !== b) diffs.push(what);
  return a;
}
// Calls f on both (a core or a game of each) and compares the replies; returns the old one parsed.
function both(what, pair, f) {
  const a = f(pair[0]), b = f(pair[1]);
  if (typeof a !== 'string') throw new Error(`${what}: not a string`);
  return JSON.parse(same(what, a, b));
}
const games2 = () => cores.map((c) => c.createGame());
const value = (r) => (r.ok ? r.value : undefined);

// ---- the catalog and the tile art
const catalog = value(both('catalog', cores, (c) => c.catalog()));
for (const set of catalog.tileSets)
  for (const t of set.tiles) {
    const ids = [t.id, ...(t.squares ?? []).map((q) => `${t.id}#${q.name}`)];
    for (const id of ids) {
      both(`tileArt ${id}`, cores, (c) => c.tileArt(id, 0.2));
      both(`tileShapes ${id}`, cores, (c) => c.tileShapes(id));
    }
  }
both('tileArt unknown', cores, (c) => c.tileArt('nope', 0));

// ---- one position: everything a page asks of it
function position(what, g, deep) {
  const state = value(both(`${what} state`, g, (x) => x.state()));
  both(`${what} options`, g, (x) => x.options());
  both(`${what} events`, g, (x) => x.events(0));
  both(`${what} eventCount`, g, (x) => x.eventCount());
  both(`${what} scores`, g, (x) => x.scores());
  both(`${what} save`, g, (x) => x.save());
  both(`${what} canUndo`, g, (x) => x.canUndo());
  if (!state || !deep) return state;
  for (const t of state.tiles) {
    const segs = value(both(`${what} segments ${t.x},${t.y}`, g, (x) => x.segments(t.x, t.y))) ?? [];
    for (const s of segs) both(`${what} feature ${t.x},${t.y},${s.segment}`, g, (x) => x.feature(t.x, t.y, s.segment));
  }
  return state;
}

// ---- records
const dirs = ['tests/records', 'web/examples', 'tests/fuzz/corpus/record', 'tests/fuzz/corpus/render',
  'tests/fuzz/corpus/session', 'tests/fuzz/corpus/facade'];
let records = 0;
for (const dir of dirs.filter((d) => existsSync(path.join(root, d)))) {
  for (const f of readdirSync(path.join(root, dir)).filter((n) => n.endsWith('.json')).sort()) {
    const text = readFileSync(path.join(root, dir, f), 'utf8');
    const what = `${dir}/${f}`;
    ++records;
    both(`${what} replay`, cores, (c) => c.replay(text));
    const g = games2();
    const loaded = both(`${what} load`, g, (x) => x.load(text));
    let moves = 0;
    try {
      moves = JSON.parse(text)?.moves?.length ?? 0;
    } catch { /* refused the same way above */ }
    if (loaded.ok) position(`${what} end`, g, true);
    for (let ply = 0; ply <= moves; ++ply) {
      const r = both(`${what} loadAt ${ply}`, g, (x) => x.loadAt(text, ply));
      if (!r.ok) continue;
      position(`${what} @${ply}`, g, ply === 0 || ply === moves || ply === Math.floor(moves / 2));
      if (ply > 0) both(`${what} annotation ${ply - 1}`, g, (x) => x.annotation(ply - 1));
    }
    both(`${what} bad option`, g, (x) => x.apply('{"type":"tile","tile":"\\u00e9\\n","x":0,"y":0,"rot":0}'));
    both(`${what} bad ply`, g, (x) => x.loadAt(text, moves + 1));
    g.forEach((x) => x.delete());
  }
}

// ---- random games over every set and rule option
const sets = catalog.sets.map((s) => s.id);
let seed = 1;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
for (let i = 0; i < games; ++i) {
  const n = 2 + (i % 4);
  const players = Array.from({ length: n }, (_, p) => ({ name: `P\u00e9 "${p}"\t`, bot: p % 2 === 1 }));
  const chosen = ['base', ...sets.filter((s) => s !== 'base' && rnd() < 0.35)];
  const rules = {};
  for (const o of catalog.ruleOptions)
    if (rnd() < 0.5) {
      if (o.type === 'bool') rules[o.name] = rnd() < 0.5;
      else if (o.type === 'choice') rules[o.name] = o.values[Math.floor(rnd() * o.values.length)];
      else rules[o.name] = o.min + Math.floor(rnd() * (o.max - o.min + 1));
    }
  const setup = JSON.stringify({ players, sets: chosen, rules, seed: 1000 + i });
  const g = games2();
  const created = both(`game ${i} create`, g, (x) => x.create(setup));
  if (!created.ok) continue;
  for (let step = 0; step < 400; ++step) {
    const state = position(`game ${i} step ${step}`, g, step % 50 === 0);
    if (!state || state.over) break;
    const kind = step % 7 === 3 ? 'greedy' : 'random';
    const opt = both(`game ${i} bot ${step}`, g, (x) => x.botOption(kind, 77 + step, '{}'));
    if (!opt.ok) break;
    both(`game ${i} apply ${step}`, g, (x) => x.apply(JSON.stringify(opt.value)));
    if (step % 37 === 5) {
      both(`game ${i} undo ${step}`, g, (x) => x.undo());
      both(`game ${i} reapply ${step}`, g, (x) => x.apply(JSON.stringify(opt.value)));
    }
  }
  position(`game ${i} last`, g, true);
  both(`game ${i} playRandom`, g, (x) => x.playRandom(5 + i));
  g.forEach((x) => x.delete());
}

console.log(`json-identical: ${compared} answers compared (${(bytes / 1e6).toFixed(1)} MB), ${records} records, ${games} random games, ${diffs.length} different`);
if (diffs.length) {
  console.log(diffs.slice(0, 10).join('\n'));
  process.exit(1);
}
