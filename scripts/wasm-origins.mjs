// Where a .wasm's bytes go: section sizes, and code size by origin (nlohmann, our JSON/session
// layer, engine, iostream, embind, libc...) from the function names of a module linked with
// --profiling-funcs (relink: the command in build/wasm/wasm/CMakeFiles/carcassonne_core.dir/link.txt with --profiling-funcs and another -o). A measuring tool, not a test.
//   node scripts/wasm-origins.mjs FILE.wasm [--top N]
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const file = process.argv[2];
const top = Number(process.argv[process.argv.indexOf('--top') + 1] || 0);
if (!file) { console.error('usage: node scripts/wasm-origins.mjs FILE.wasm [--top N]'); process.exit(2); }
const b = readFileSync(file);
let p = 8;
const leb = () => { let r = 0, s = 0, x; do { x = b[p++]; r += (x & 0x7f) * 2 ** s; s += 7; } while (x & 0x80); return r; };
const str = () => { const n = leb(); const t = b.toString('utf8', p, p + n); p += n; return t; };
const sections = [];
let imports = 0, bodies = [], names = new Map();
while (p < b.length) {
  const id = b[p++]; const size = leb(); const start = p; const end = p + size;
  let name = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'][id] ?? `#${id}`;
  if (id === 0) {
    name = `custom:${str()}`;
    if (name === 'custom:name') {
      while (p < end) {
        const sub = b[p++]; const len = leb(); const se = p + len;
        if (sub === 1) { const n = leb(); for (let i = 0; i < n; i++) { const idx = leb(); names.set(idx, str()); } }
        p = se;
      }
    }
  } else if (id === 2) {
    const n = leb();
    for (let i = 0; i < n; i++) { str(); str(); const kind = b[p++];
      if (kind === 0) { leb(); imports++; } else if (kind === 1) { p++; const f = leb(); leb(); if (f & 1) leb(); }
      else if (kind === 2) { const f = leb(); leb(); if (f & 1) leb(); } else if (kind === 3) { p += 2; } else if (kind === 4) { p++; leb(); } }
  } else if (id === 10) {
    const n = leb();
    for (let i = 0; i < n; i++) { const s = leb(); bodies.push({ index: imports + i, size: s, at: p }); p += s; }
  }
  sections.push({ name, size: end - start, start, end });
  p = end;
}
const mangled = bodies.map((f) => names.get(f.index) ?? `f${f.index}`);
const demangled = spawnSync('llvm-cxxfilt', [], { input: mangled.join('\n'), encoding: 'utf8', maxBuffer: 1 << 28 }).stdout.split('\n');
const rules = [
  ['nlohmann::json', /nlohmann|json_abi|adl_serializer/],
  ['embind', /emscripten::|_embind_|embind|EmscriptenBindingInitializer|__getTypeName/],
  ['iostream/locale', /std::__2::(basic_(i|o)?stream|basic_streambuf|basic_stringbuf|basic_ios|ios_base|locale|ctype|codecvt|num_put|num_get|numpunct|moneypunct|money_|time_put|time_get|collate|messages|__num_|__money|__time|__stdinbuf|__stdoutbuf)|std::__2::__1?(stdinbuf|stdoutbuf)|__cxx_global_var_init|DoIOSInit|ios_base/],
  ['render (SVG)', /carc::(render|svg)|drawTile|drawFigure|svgDocument|tileSvg|carc::.*Art/],
  ['JSON/record/session layer', /carc::(Session|wasm|.*[Jj]son|parse|.*Record|record|.*Setup|catalogJson|replayJson|.*Annotation|.*Note|printable|eventJson|.*Events?Json|toJson|fromJson|readMove|writeMove|.*Limited|.*Limits)/],
  ['bots', /carc::(.*Bot|.*Mcts|.*mcts|evaluate|.*Greedy|bench)/],
  ['tile loader / catalog', /carc::(Catalog|loadTile|TileLoader|.*Tiles?Json|rotationSignature|registerModule|.*Look|.*registry)/],
  ['engine proper', /carc::/],
  ['printf/strtod/long double', /printf|vfprintf|fmt_|strto|__floatscan|__intscan|scanf|frexp|__[a-z]+tf[23]|__[a-z]+tf$|__fp|fcvt|pop_arg|__shgetc|__shlim|__extend|__trunc|copysignl|scalbnl|fmodl|wcrtomb|mbrtowc|__lock|__unlock/],
  ['libc++ (strings, containers, exceptions)', /std::|__cxa|__cxxabiv1|operator new|operator delete|__gxx|_Unwind/],
  ['libc/dlmalloc/other', /./],
];
const by = new Map(rules.map(([n]) => [n, { size: 0, count: 0 }]));
const fns = bodies.map((f, i) => ({ ...f, name: demangled[i] || mangled[i] }));
for (const f of fns) {
  // Classified by the qualified name alone: an argument of type json does not make a function nlohmann's.
  const own = f.name.replace(/\(anonymous namespace\)/g, 'anon').replace(/\(.*$/s, '');
  const [n] = rules.find(([, re]) => re.test(own));
  const e = by.get(n); e.size += f.size; e.count++; f.origin = n;
}
const total = b.length, code = fns.reduce((a, f) => a + f.size, 0);
console.log(`${file}: ${total} B; sections:`);
for (const s of sections) console.log(`  ${s.name.padEnd(24)} ${String(s.size).padStart(9)} B`);
console.log(`code by origin (${fns.length} functions, ${code} B):`);
// What each origin costs compressed: the gzip size of the module's bytes (custom sections left
// out: the names are not shipped) less that of the same bytes without the origin's function bodies.
// Not a valid module, only bytes to compress: the figure is what the origin adds to a download.
const shipped = sections.filter((s) => !s.name.startsWith('custom')).map((s) => [s.start, s.end]);
const gzipWithout = (drop) => {
  const cut = [...drop].sort((x, y) => x.at - y.at);
  const parts = [];
  for (const [s, e] of shipped) {
    let q = s;
    for (const f of cut) if (f.at >= s && f.at < e) { parts.push(b.subarray(q, f.at)); q = f.at + f.size; }
    parts.push(b.subarray(q, e));
  }
  return gzipSync(Buffer.concat(parts), { level: 9 }).length;
};
const gzAll = gzipWithout([]);
console.log(`gzip of the shipped sections: ${gzAll} B`);
console.log('| origin | bytes | share of code | functions | gzip B it adds |\n|---|---|---|---|---|');
for (const [n, e] of [...by].sort((x, y) => y[1].size - x[1].size))
  if (e.size) console.log(`| ${n} | ${e.size} | ${(100 * e.size / code).toFixed(1)}% | ${e.count} | ${gzAll - gzipWithout(fns.filter((f) => f.origin === n))} |`);
if (top) {
  console.log(`largest ${top} functions:`);
  for (const f of [...fns].sort((x, y) => y.size - x.size).slice(0, top)) console.log(`  ${String(f.size).padStart(7)}  [${f.origin}] ${f.name.slice(0, 160)}`);
}
