// Byte-identical SVG check of two CLI builds: renders every record in tests/records/*.json, the
// teaching examples web/examples/*.json (captions, lit features, ringed squares) and the fuzz seed
// records tests/fuzz/corpus/{record,render}/*.json with `carcassonne render` of OLD and NEW at several plies (0, 5, 20, the middle, the last but one, the
// last, and the whole record with its "end"; --all: every ply) and two more tile sizes at the end,
// and compares stdout, stderr and exit code byte for byte. Prints how many renders were compared;
// exits 1 on any difference (the first few shown), 2 on bad usage.
//   node scripts/render-identical.mjs OLD/carcassonne NEW/carcassonne [--all] [RECORD.json ...]
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const all = args.includes('--all');
const [oldBin, newBin, ...given] = args.filter((a) => a !== '--all');
if (!oldBin || !newBin) {
  console.error('usage: node scripts/render-identical.mjs OLD NEW [--all] [RECORD.json ...]');
  process.exit(2);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dirs = ['tests/records', 'web/examples', 'tests/fuzz/corpus/record', 'tests/fuzz/corpus/render'];
const records = given.length
  ? given
  : dirs.flatMap((d) => readdirSync(path.join(root, d)).filter((f) => f.endsWith('.json')).sort()
      .map((f) => path.join(root, d, f)));
if (!records.length) {
  console.error('render-identical: no records');
  process.exit(2);
}

function render(bin, argv) {
  const r = spawnSync(bin, ['render', ...argv], { maxBuffer: 1 << 30 });
  if (r.error) throw r.error;
  return r;
}

function firstDiff(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; ++i) if (a[i] !== b[i]) return i;
  return n;
}

let compared = 0, failedRenders = 0, bytes = 0;
const diffs = [];
for (const file of records) {
  let moves = 0;
  try {
    const rec = JSON.parse(readFileSync(file, 'utf8'));
    moves = Array.isArray(rec?.moves) ? rec.moves.length : 0;
  } catch {
    // an unreadable record: both builds must refuse it the same way (rendered without --ply)
  }
  const plies = all
    ? Array.from({ length: moves + 1 }, (_, i) => i)
    : [...new Set([0, 5, 20, Math.floor(moves / 2), moves - 1, moves])].filter((p) => p >= 0 && p <= moves);
  const runs = plies.map((p) => ['--ply', String(p)]);
  runs.push([], ['--tile', '16'], ['--tile', '200']);  // the whole record, at three tile sizes
  for (const extra of runs) {
    const argv = [file, ...extra];
    const a = render(oldBin, argv), b = render(newBin, argv);
    ++compared;
    bytes += a.stdout.length;
    if (a.status !== 0) ++failedRenders;
    for (const [what, x, y] of [['exit code', Buffer.from(String(a.status)), Buffer.from(String(b.status))],
      ['stdout', a.stdout, b.stdout], ['stderr', a.stderr, b.stderr]]) {
      if (Buffer.compare(x, y) === 0) continue;
      const at = firstDiff(x, y);
      diffs.push(`${path.relative(root, file)} ${extra.join(' ') || '(end)'}: ${what} differs at byte ${at} ` +
        `(${x.length} vs ${y.length} B)\n  old: ${JSON.stringify(x.subarray(Math.max(0, at - 40), at + 60).toString())}` +
        `\n  new: ${JSON.stringify(y.subarray(Math.max(0, at - 40), at + 60).toString())}`);
      break;
    }
  }
}
console.log(`render-identical: ${compared} renders of ${records.length} records compared ` +
  `(${bytes.toLocaleString('en-US')} B of SVG from OLD; ${failedRenders} refused by OLD), ${diffs.length} differ`);
for (const d of diffs.slice(0, 10)) console.log(d);
process.exit(diffs.length ? 1 : 0);
