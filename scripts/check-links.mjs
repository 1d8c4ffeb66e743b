#!/usr/bin/env node
// Checks the relative links of the documentation: every link and image in README.md, CHANGELOG.md and
// docs/**/*.md must point to a file or folder that exists inside the repository, and every #anchor to a
// heading of the target Markdown file (GitHub's heading slugs) or an explicit id/name in it. Links to
// other sites (http:, mailto: ...) are not fetched. Links inside code spans and code blocks are not links.
//   node scripts/check-links.mjs [DIR]     (DIR: the repository to check, default this one)
// Prints each broken link as "file:line: link (reason)" and exits 1 if there is one; 0 when all resolve;
// 2 on bad usage. No dependencies.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The Markdown files to check, relative to root: README.md, CHANGELOG.md, and docs/ recursively. */
export function docFiles(root) {
  const files = ['README.md', 'CHANGELOG.md'].filter((f) => existsSync(path.join(root, f)));
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.md$/i.test(entry.name)) files.push(rel);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return files;
}

/** The text with fenced code blocks and inline code spans blanked out (same length, newlines kept), so
 *  that indexes and line numbers still match the file. */
export function withoutCode(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  const lines = text.split('\n');
  let fence = null;
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
    if (fence) {
      // a closing fence: the same character, at least as long, nothing after it
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[i]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) fence = null;
      lines[i] = blank(lines[i]);
    } else if (open) {
      fence = open[1];
      lines[i] = blank(lines[i]);
    }
  }
  return lines.join('\n').replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (m) => blank(m));
}

/** A heading's text as GitHub renders it (links, images, emphasis, code and tags reduced to their text). */
function headingText(raw) {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped (letters, digits, '_', '-' and
 *  spaces stay), each space a hyphen. */
export function slug(raw) {
  return headingText(raw).toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown text offers: its headings' slugs (repeats numbered -1, -2 ... as GitHub
 *  does) and explicit id= / name= attributes. */
export function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  const add = (s) => {
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    anchors.add(n ? `${s}-${n}` : s);
  };
  const lines = withoutCode(text).split('\n');
  const original = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(lines[i]);
    if (atx) add(slug(original[i].replace(/^ {0,3}#{1,6}[ \t]+/, '').replace(/[ \t]+#+[ \t]*$/, '')));
    else if (i > 0 && /^ {0,3}(=+|-+)[ \t]*$/.test(lines[i]) && lines[i - 1].trim() && !/^\s*[|>*+-]/.test(lines[i - 1])) add(slug(original[i - 1]));
  }
  for (const m of text.matchAll(/<[a-z][^>]*?\b(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(m[1]);
  return anchors;
}

/** The links of a Markdown text: inline links and images, reference definitions, <a href> and <img src>;
 *  each with its 1-based line. */
export function linksOf(text) {
  const plain = withoutCode(text);
  const lineAt = (index) => plain.slice(0, index).split('\n').length;
  const links = [];
  const inline = /!?\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const m of plain.matchAll(inline)) links.push({ url: m[1].replace(/^<|>$/g, ''), line: lineAt(m.index) });
  for (const m of plain.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm)) links.push({ url: m[1].replace(/^<|>$/g, ''), line: lineAt(m.index) });
  for (const m of plain.matchAll(/<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*["']([^"']+)["']/gi)) links.push({ url: m[1], line: lineAt(m.index) });
  return links;
}

/** Why a link of file (relative to root) does not resolve, or null when it does. */
function problem(root, file, url, anchorCache) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;   // another site: not checked
  if (url === '') return 'empty link';
  const hash = url.indexOf('#');
  const pathPart = (hash < 0 ? url : url.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash < 0 ? null : url.slice(hash + 1);
  let decoded;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return 'malformed %-escape';
  }
  const target = decoded === '' ? path.join(root, file)
    : decoded.startsWith('/') ? path.join(root, decoded) : path.resolve(root, path.dirname(file), decoded);
  const rel = path.relative(root, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return 'points outside the repository';
  if (!existsSync(target)) return `no such file: ${rel}`;
  if (anchor === null || anchor === '' || !/\.md$/i.test(target) || !statSync(target).isFile()) return null;
  if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(readFileSync(target, 'utf8')));
  let wanted;
  try {
    wanted = decodeURIComponent(anchor);
  } catch {
    wanted = anchor;
  }
  return anchorCache.get(target).has(wanted) || anchorCache.get(target).has(wanted.toLowerCase())
    ? null : `no heading #${anchor} in ${rel}`;
}

/** Checks the documentation of root: { files, links, broken: [{ file, line, url, reason }] }. */
export function checkLinks(root) {
  const files = docFiles(root);
  const anchorCache = new Map();
  const broken = [];
  let links = 0;
  for (const file of files) {
    for (const { url, line } of linksOf(readFileSync(path.join(root, file), 'utf8'))) {
      links++;
      const reason = problem(root, file, url, anchorCache);
      if (reason) broken.push({ file, line, url, reason });
    }
  }
  return { files, links, broken };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
    console.error('usage: node scripts/check-links.mjs [DIR]');
    process.exit(2);
  }
  const root = path.resolve(args[0] ?? path.join(here, '..'));
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`check-links: '${args[0]}' is not a folder`);
    process.exit(2);
  }
  const { files, links, broken } = checkLinks(root);
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.url} (${b.reason})`);
  if (broken.length) {
    console.log(`check-links: ${broken.length} of ${links} links in ${files.length} files do not resolve`);
    process.exit(1);
  }
  console.log(`check-links: ${links} links in ${files.length} files, all resolve`);
}
