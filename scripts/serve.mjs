#!/usr/bin/env node
// A tiny dependency-free static server for web/dist (or another folder) on 127.0.0.1.
// Usage: node scripts/serve.mjs [port] [dir] [--log]   (or PORT=8080); port 0 picks a free one.
// --log (or SERVE_LOG=1) prints "request METHOD PATH" for every request and "served PATH BYTES"
// for every file sent: the browser tests count requests and downloads with them.
// Every file goes out with its MIME type and "Access-Control-Allow-Origin: *": a rules wiki on another
// origin loads the element's module script, its .wasm, catalog.json and records from here (module
// scripts and fetch() across origins need CORS; .wasm must be application/wasm to compile as it streams).
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const log = process.argv.includes('--log') || process.env.SERVE_LOG === '1';
const args = process.argv.slice(2).filter((a) => a !== '--log');
const port = Number(args.find((a) => /^\d+$/.test(a)) ?? process.env.PORT ?? 8080);
const root = path.resolve(args.find((a) => !/^\d+$/.test(a)) ?? path.join(here, '..', 'web', 'dist'));

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json; charset=utf-8',
};


/** What every answer carries: any origin may read it (the files are public and carry no cookies). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const server = createServer(async (req, res) => {
  if (log) console.log(`request ${req.method} ${req.url}`);
  try {
    if (req.method === 'OPTIONS') {   // a preflight (a host's fetch with its own headers): allowed, nothing else
      res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*', 'Access-Control-Max-Age': '86400' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405, { ...CORS, Allow: 'GET, HEAD, OPTIONS' }).end(); return; }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (file !== root && !file.startsWith(root + path.sep)) { res.writeHead(403, CORS).end('forbidden'); return; }
    let stat = await fs.stat(file).catch(() => null);
    if (stat?.isDirectory()) { file = path.join(file, 'index.html'); stat = await fs.stat(file).catch(() => null); }
    if (!stat?.isFile()) { res.writeHead(404, { ...CORS, 'Content-Type': 'text/plain' }).end('not found'); return; }
    res.writeHead(200, {
      ...CORS,
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') { res.end(); return; }
    if (log) res.on('finish', () => console.log(`served ${url.pathname} ${stat.size}`));
    createReadStream(file).pipe(res);
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving http://127.0.0.1:${server.address().port}/`);
});
const stop = () => { server.close(() => process.exit(0)); server.closeAllConnections?.(); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
