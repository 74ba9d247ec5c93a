#!/usr/bin/env node
// Writes a .br (brotli, quality 11) and a .gz (gzip -9) beside every compressible file of the built frontends, so that
// a web server sends them as they are (nginx brotli_static / gzip_static, the Node server: backend/src/frontends/
// frontend-hosting.ts) instead of compressing on every request. Each frontend's build runs it on its dist folder.
// Source maps are left out (rarely fetched, and most of the time this would take).
//   node scripts/precompress.mjs [dist folder...]   (default: the three frontends' dist folders)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest', '.xml']);
const MIN_BYTES = 1024;

const dirs =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['frontend-shell', 'frontend-public', 'frontend-admin'].map((app) => path.join(root, app, 'dist'));

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const dir of dirs) {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files++;
    before += bytes.length;
    afterBrotli += br.length;
  }
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(afterBrotli / 1024).toFixed(0)} KiB brotli`,
);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!entry.name.endsWith('.br') && !entry.name.endsWith('.gz')) yield full;
  }
}
