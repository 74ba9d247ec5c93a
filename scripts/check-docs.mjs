#!/usr/bin/env node
// Checks that the documentation says only what exists (issue 30.1). Over README.md, CONTRIBUTING.md and docs/**/*.md:
// - every relative link (and image) resolves to a file of the repository, and its #anchor to a heading of that file;
// - every `npm run <script>`, `npm test` and `npm start` names a script of the package.json it runs in (the root's,
//   or the one of the folder a `cd <dir> &&` before it names, or of the `-w <workspace>` after it);
// - every repository path written in backticks (no spaces, a `/` and a file extension, or a folder `a/b/`) exists;
//   between `<!-- check-docs: new-files -->` and `<!-- check-docs: end -->` (a walk-through naming files to create),
//   a path that does not exist yet must at least start in an existing folder two levels deep (`backend/src/...`);
// - the README has at most 200 lines.
// Usage: node scripts/check-docs.mjs   (exits 1 and names each failure; the last line is "N passed, M failed")
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 200;

/** Folders a path written relative to a workspace may start from (e.g. `src/app.ts` in a backend section). */
const WORKSPACES = ['backend', 'frontend-shell', 'frontend-public', 'frontend-admin', 'libs/api-client', 'libs/i18n'];

let passed = 0;
const failures = [];
function check(ok, where, what) {
  if (ok) passed += 1;
  else failures.push(`${where}: ${what}`);
}

function markdownFiles() {
  const files = ['README.md', 'CONTRIBUTING.md'].filter((file) => existsSync(join(root, file)));
  const walk = (dir) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** The lines of a Markdown file, each marked as inside a fenced code block or not. */
function linesOf(text) {
  let fenced = false;
  let example = false;
  return text.split('\n').map((line, index) => {
    const fence = /^\s*(```|~~~)/.test(line);
    if (fence) fenced = !fenced;
    if (/<!-- check-docs: new-files -->/.test(line)) example = true;
    if (/<!-- check-docs: end -->/.test(line)) example = false;
    return { text: line, number: index + 1, code: fenced || fence, example };
  });
}

/** GitHub's anchors of a file's headings: lower case, punctuation dropped, spaces to '-', repeats numbered. */
const anchorCache = new Map();
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  for (const line of linesOf(readFileSync(join(root, file), 'utf8'))) {
    const heading = !line.code && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line.text);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

function checkLinks(file, lines) {
  for (const line of lines) {
    if (line.code) continue;
    const text = line.text.replace(/`[^`]*`/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const where = `${file}:${line.number}`;
      const [path, anchor] = target.split('#');
      const resolved = path ? relative(root, resolve(dirname(join(root, file)), decodeURIComponent(path))) : file;
      const exists = existsSync(join(root, resolved));
      check(exists, where, `link ${target}: no file ${resolved}`);
      if (exists && anchor && resolved.endsWith('.md')) {
        check(anchorsOf(resolved).has(anchor), where, `link ${target}: no heading #${anchor} in ${resolved}`);
      }
    }
  }
}

const scriptCache = new Map();
function scriptsOf(dir) {
  if (!scriptCache.has(dir)) {
    const file = join(root, dir, 'package.json');
    scriptCache.set(dir, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : undefined);
  }
  return scriptCache.get(dir);
}

/** The npm commands of a line of prose (inside backticks) or of a code block (the whole line). */
function commandTexts(line) {
  if (line.code) return [line.text];
  return [...line.text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

function checkCommands(file, lines) {
  for (const line of lines) {
    for (const text of commandTexts(line)) {
      for (const match of text.matchAll(/\bnpm (run ([\w:.-]+)|test|start)\b/g)) {
        const script = match[2] ?? match[1];
        const before = text.slice(0, match.index);
        const after = text.slice(match.index + match[0].length);
        const cd = [...before.matchAll(/\bcd ([\w./-]+)\s*&&/g)].at(-1)?.[1];
        const workspace = /^[^&|;]*?\s(?:-w|--workspace)[ =]([\w@./-]+)/.exec(after)?.[1];
        let dir = cd ? relative(root, resolve(root, cd)) || '.' : '.';
        if (workspace)
          dir = WORKSPACES.find((ws) => ws === workspace || ws.endsWith(`/${workspace.split('/').pop()}`)) ?? workspace;
        const scripts = scriptsOf(dir);
        check(
          scripts !== undefined && Object.hasOwn(scripts, script),
          `${file}:${line.number}`,
          `\`npm ${match[1]}\`: no script "${script}" in ${dir === '.' ? '' : `${dir}/`}package.json`,
        );
      }
    }
  }
}

/** A backticked word that names a file or folder of the repository (rather than a URL, a route or a pattern). */
function looksLikePath(span) {
  if (/\s/.test(span) || !span.includes('/')) return false;
  if (/^[/~.]?\/|:\/\/|^[a-z]+:|[<>{}*$?=&|@'"(),\\]|\.\.\./i.test(span)) return false;
  if (/^(?:\.\/|\.\.\/)?[\w.-]+(\/[\w.[\]-]+)+\/$/.test(span)) return true; // a/b/ (a lone `domain/` is a layer's name)
  const last = span.split('/').pop();
  return /^[\w.[\]-]+\.[a-z][a-z0-9]{0,4}$/i.test(last) && /^[\w.[\]/-]+$/.test(span);
}

function pathExists(span, file, example) {
  const bare = span.replace(/:\d+$/, '');
  const starts = ['.', dirname(file), ...WORKSPACES];
  if (starts.some((start) => existsSync(join(root, start, bare)))) return true;
  const [first, second] = bare.split('/');
  return example && second !== undefined && bare.split('/').length > 2 && existsSync(join(root, first, second));
}

function checkPaths(file, lines) {
  for (const line of lines) {
    if (line.code) continue;
    for (const [, span] of line.text.matchAll(/`([^`]+)`/g)) {
      if (!looksLikePath(span)) continue;
      check(pathExists(span, file, line.example), `${file}:${line.number}`, `path \`${span}\` does not exist`);
    }
  }
}

for (const file of markdownFiles()) {
  const lines = linesOf(readFileSync(join(root, file), 'utf8'));
  checkLinks(file, lines);
  checkCommands(file, lines);
  checkPaths(file, lines);
  if (file === 'README.md') {
    const count = lines.length - (lines.at(-1)?.text === '' ? 1 : 0);
    check(count <= README_MAX_LINES, file, `${count} lines, more than ${README_MAX_LINES}`);
  }
}

for (const failure of failures) console.error(`not ok: ${failure}`);
console.log(`check-docs: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
