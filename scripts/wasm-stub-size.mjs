// What leaving a set of functions would save in the shipped (gzip, brotli) bytes, measured rather
// than guessed from code size: the bodies of the functions whose qualified names match REGEX are
// replaced by `unreachable`, custom sections (names) dropped, and the module's sizes with and
// without them printed. Needs a module linked with --profiling-funcs (see wasm-origins.mjs); the
// names are matched as wasm-origins classifies them (demangled, without the argument list).
// Callees of the stubbed functions stay, so list everything that would leave together.
// A measuring tool, not a test.
//   node scripts/wasm-stub-size.mjs FILE.wasm REGEX
//   e.g. REGEX 'nlohmann|json_abi' (what an own JSON reader would remove)
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';

const [file, re] = process.argv.slice(2);
if (!file || !re) { console.error('usage: node scripts/wasm-stub-size.mjs FILE.wasm REGEX'); process.exit(2); }
const pat = new RegExp(re);
const b = readFileSync(file);
let p = 8;
const leb = () => { let r = 0, s = 0, x; do { x = b[p++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80); return r; };
const enc = (n) => { const o = []; do { let x = n & 0x7f; n = Math.floor(n / 128); if (n) x |= 0x80; o.push(x); } while (n); return Buffer.from(o); };
const str = () => { const n = leb(); const t = b.toString('utf8', p, p + n); p += n; return t; };

// Sections, function names (name section) and the number of imported functions (they come first).
const sections = [], names = new Map();
let imports = 0;
while (p < b.length) {
  const id = b[p++]; const size = leb(); const start = p; const end = p + size;
  if (id === 0 && str() === 'name')
    while (p < end) {
      const sub = b[p++]; const len = leb(); const se = p + len;
      if (sub === 1) for (let n = leb(), i = 0; i < n; i++) { const idx = leb(); names.set(idx, str()); }
      p = se;
    }
  if (id === 2)
    for (let n = leb(), i = 0; i < n; i++) {
      str(); str(); const kind = b[p++];
      if (kind === 0) { leb(); imports++; } else if (kind === 1) { p++; const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = leb(); leb(); if (f & 1) leb(); } else if (kind === 3) p += 2; else if (kind === 4) { p++; leb(); }
    }
  sections.push({ id, start, end });
  p = end;
}
if (!names.size) { console.error(`${file}: no function names (link with --profiling-funcs)`); process.exit(2); }
const idx = [...names.keys()];
const demangled = spawnSync('llvm-cxxfilt', [], { input: idx.map((i) => names.get(i)).join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.split('\n');
idx.forEach((i, k) => names.set(i, (demangled[k] || names.get(i)).replace(/\(anonymous namespace\)/g, 'anon').replace(/\(.*$/s, '')));

// The module without custom sections; with `stub`, matching bodies become `unreachable`.
function build(stub) {
  const parts = [b.subarray(0, 8)];
  let count = 0, code = 0;
  for (const s of sections) {
    if (s.id === 0) continue;
    let body = b.subarray(s.start, s.end);
    if (s.id === 10 && stub) {
      p = s.start;
      const n = leb(), out = [enc(n)];
      for (let i = 0; i < n; i++) {
        const size = leb(); const fb = b.subarray(p, p + size); p += size;
        if (pat.test(names.get(imports + i) ?? '')) { out.push(enc(3), Buffer.from([0, 0x00, 0x0b])); count++; code += size; }
        else out.push(enc(size), fb);
      }
      body = Buffer.concat(out);
    }
    parts.push(Buffer.from([s.id]), enc(body.length), body);
  }
  return { buf: Buffer.concat(parts), count, code };
}
const sizes = (x) => [x.length, zlib.gzipSync(x, { level: 9 }).length, zlib.brotliCompressSync(x).length];
const whole = build(false), stubbed = build(true);
const [r0, g0, b0] = sizes(whole.buf), [r1, g1, b1] = sizes(stubbed.buf);
console.log(`${stubbed.count} functions match (${stubbed.code} B of code); without them: raw ${r0} -> ${r1} (-${r0 - r1}), ` +
  `gzip ${g0} -> ${g1} (-${g0 - g1}), brotli ${b0} -> ${b1} (-${b0 - b1})`);
