// The page's split (issue 46): web/src/shell knows no game, so a second game adds its own folder and
// one registration line. Checked from the sources: no shell file imports a game's folder, no file
// of the shell or of Carcassonne's page grows past ~400 lines, and the registry of games (shell/game-page.ts)
// finds a registered game and refuses an unknown or twice-registered one by name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

const SRC = path.join(ROOT, 'web/src');
const tsFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f));
/** The relative import specifiers of a source file, resolved to paths. */
const importsOf = (file) => [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s+|import\()['"](\.{1,2}\/[^'"]+)['"]/g)]
  .map((m) => path.resolve(path.dirname(file), m[1]));

test('no shell file imports a game: only the shell itself and the engine package', () => {
  const shell = path.join(SRC, 'shell');
  const files = tsFiles(shell);
  assert.ok(files.length >= 10, 'the shell has its files');
  // web/src/words (the catalogs' loader and picker, docs/words.md) knows no game either: the shell may use it
  const words = path.join(SRC, 'words');
  const foreign = files.flatMap((f) => importsOf(f).filter((p) => !p.startsWith(shell + path.sep) && !p.startsWith(words + path.sep))
    .map((p) => `${path.relative(ROOT, f)} imports ${path.relative(ROOT, p)}`));
  assert.deepEqual(foreign, []);
  const wordsForeign = tsFiles(words).flatMap((f) => importsOf(f).filter((p) => !p.startsWith(words + path.sep))
    .map((p) => `${path.relative(ROOT, f)} imports ${path.relative(ROOT, p)}`));
  assert.deepEqual(wordsForeign, []);
  // nor any game's engine package: the shell drives every engine through game-page.ts's PlayEngine
  const engines = files.filter((f) => /from\s+['"]carcassonne-engine/.test(readFileSync(f, 'utf8'))).map((f) => path.relative(ROOT, f));
  assert.deepEqual(engines, []);
});

test('no file of the shell or of Carcassonne\'s page is over 400 lines', () => {
  const long = ['shell', 'carcassonne'].flatMap((d) => tsFiles(path.join(SRC, d)))
    .map((f) => ({ f: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter((x) => x.lines > 400);
  assert.deepEqual(long, []);
});

test('the dice fixture game plays in the shell from its own folder: one registration line, no shell file edited for it', () => {
  const dice = path.join(ROOT, 'tests/games/dice/web');
  const register = readFileSync(path.join(dice, 'register-page.ts'), 'utf8');
  assert.equal(register.match(/registerGame\(/g)?.length, 1);
  // it reaches into the shell only through the files a game uses (the contract, the start, bots' and DOM helpers)
  const used = new Set(tsFiles(dice).flatMap((f) => importsOf(f)).filter((p) => p.startsWith(SRC + path.sep)).map((p) => path.relative(SRC, p)));
  // ... and the editor's generic files (its editor board: record-editor.ts, registered by editor-game.ts)
  assert.deepEqual([...used].filter((p) => !p.startsWith('shell/') && !p.startsWith('embed/') && !GENERIC_EDITOR.includes(p.replace(/\.js$/, '.ts'))), []);
  const editorRegister = readFileSync(path.join(dice, 'register-editor.ts'), 'utf8');
  assert.equal(editorRegister.match(/registerEditorGame\(/g)?.length, 1);
});

/** The editor's files that know no game: every file of web/src/editor (the dice game's editor uses only these). */
const GENERIC_EDITOR = tsFiles(path.join(SRC, 'editor')).map((f) => path.relative(SRC, f));

test('the editor\'s generic files name no game: no import of a game\'s folder or of Carcassonne\'s engine, no "dice"', () => {
  const files = GENERIC_EDITOR.map((f) => path.join(SRC, f));
  assert.ok(files.some((f) => f.endsWith('record-editor.ts')), 'the editor folder has its files');
  const foreign = files.flatMap((f) => importsOf(f).filter((p) => p.startsWith(path.join(SRC, 'carcassonne')) || !p.startsWith(SRC))
    .map((p) => `${path.relative(ROOT, f)} imports ${path.relative(ROOT, p)}`));
  assert.deepEqual(foreign, []);
  // of the engine package, only its platform part (carcassonne-engine/game): Carcassonne's own types and renderer stay in its folder
  const packages = files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/from\s+['"](carcassonne-engine[^'"]*)['"]/g)]
    .filter((m) => m[1] !== 'carcassonne-engine/game').map((m) => `${path.relative(ROOT, f)} imports ${m[1]}`));
  assert.deepEqual(packages, []);
  assert.deepEqual(files.filter((f) => /dice/i.test(readFileSync(f, 'utf8'))).map((f) => path.relative(ROOT, f)), []);
  const long = files.map((f) => ({ f: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 })).filter((x) => x.lines > 400);
  assert.deepEqual(long, []);
});

test('Carcassonne\'s editor lives with Carcassonne, in files under 400 lines', () => {
  const files = tsFiles(path.join(SRC, 'carcassonne/editor'));
  assert.ok(files.some((f) => f.endsWith('editor-main.ts')), 'its entry is there');
  const long = files.map((f) => ({ f: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 })).filter((x) => x.lines > 400);
  assert.deepEqual(long, []);
});

test('the page entry registers Carcassonne with one line and asks the shell for it by id', () => {
  const main = readFileSync(path.join(SRC, 'main.ts'), 'utf8');
  assert.match(main, /^import '\.\/carcassonne\/register\.js';$/m);
  const register = readFileSync(path.join(SRC, 'carcassonne/register.ts'), 'utf8');
  assert.equal(register.match(/registerGame\(/g)?.length, 1);
});

test('the registry of games: a registered game is found; an unknown or doubled id is refused by name', async () => {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(SRC, 'shell/game-page.ts')], bundle: true, format: 'iife', globalName: 'games',
    target: 'es2022', write: false, logLevel: 'warning',
  });
  const games = new Function(`${out.outputFiles[0].text}; return games;`)();
  const page = { id: 'toy' };
  games.registerGame('toy', page);
  assert.equal(games.gamePage('toy'), page);
  assert.throws(() => games.gamePage('chess'), /unknown game 'chess' \(registered: toy\)/);
  assert.throws(() => games.registerGame('toy', page), /game 'toy' is registered twice/);
});
