// The documentation's links: scripts/check-links.mjs must find every relative link, image and #anchor of
// README.md, CHANGELOG.md and docs/*.md resolving in this repository, and must fail, naming file and line,
// on a folder whose Markdown holds broken ones (a missing file, a missing heading, a link out of the
// folder), while links in code, GitHub-style heading slugs and explicit ids pass. Needs no build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = path.join(root, 'scripts', 'check-links.mjs');

function checkLinks(dir) {
  return spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
}

test('every relative link of the README, the CHANGELOG and docs/ resolves', () => {
  const r = checkLinks(root);
  assert.equal(r.status, 0, `check-links failed:\n${r.stdout}${r.stderr}`);
  assert.match(r.stdout, /all resolve/);
  const [, links, files] = /(\d+) links in (\d+) files/.exec(r.stdout) ?? [];
  assert.ok(Number(files) >= 3, `expected README.md, CHANGELOG.md and docs pages, got ${files} files`);
  assert.ok(Number(links) >= 20, `expected the README's and docs' links to be found, got ${links}`);
});

test('broken links fail, each named by file and line; good ones and links in code pass', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-links-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'docs'));
  mkdirSync(path.join(dir, 'docs', 'img'));
  writeFileSync(path.join(dir, 'docs', 'img', 'shot.png'), 'not really a picture');
  writeFileSync(path.join(dir, 'README.md'), [
    '# A project',                                                   // 1
    '',                                                              // 2
    '![shot](docs/img/shot.png) [guide](docs/guide.md#the-iframe-embedhtml)', // 3: both good
    '[gone](docs/missing.md)',                                       // 4: no such file
    '[guide](docs/guide.md#no-such-heading) [top](#a-project)',      // 5: the first is broken
    '```',                                                           // 6
    '[in a block](nowhere.md)',                                      // 7: code, not a link
    '```',                                                           // 8
    'Run `[x](nowhere-either.md)` and see [out](../outside.md).',    // 9: the second is broken
    '[spread over',                                                  // 10
    'two lines](docs/absent.md)',                                    // 11: broken, reported at 10
    '',
  ].join('\n'));
  writeFileSync(path.join(dir, 'docs', 'guide.md'), [
    '# Guide',
    '## The iframe: `embed.html`',
    '## Repeated',
    '## Repeated',
    '<a id="custom"></a>',
    '[back](../README.md#a-project) [second](#repeated-1) [custom](#custom) [bad image](img/none.png)',
    '',
  ].join('\n'));

  const r = checkLinks(dir);
  assert.equal(r.status, 1, `expected a failure:\n${r.stdout}${r.stderr}`);
  const reported = r.stdout.trim().split('\n').filter((l) => !l.startsWith('check-links:'));
  assert.deepEqual(reported, [
    'README.md:4: docs/missing.md (no such file: docs/missing.md)',
    'README.md:5: docs/guide.md#no-such-heading (no heading #no-such-heading in docs/guide.md)',
    'README.md:9: ../outside.md (points outside the repository)',
    'README.md:10: docs/absent.md (no such file: docs/absent.md)',
    'docs/guide.md:6: img/none.png (no such file: docs/img/none.png)',
  ]);
  assert.match(r.stdout, /check-links: 5 of 11 links in 2 files do not resolve/);
});
