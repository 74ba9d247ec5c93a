// The commit subject rule (scripts/commit-msg.mjs): what the hook lets through and what it stops.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkMessage, MAX_SUBJECT } from './commit-msg.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'commit-msg.mjs');

test('a short imperative subject with a body passes', () => {
  assert.deepEqual(checkMessage('Split PostCard into header and actions\n\nPostCard was 213 lines.\n'), []);
});

test('a subject over 72 characters is refused, one of 72 passes', () => {
  assert.deepEqual(checkMessage(`Add ${'x'.repeat(MAX_SUBJECT - 4)}`), []);
  assert.match(checkMessage(`Add ${'x'.repeat(MAX_SUBJECT - 3)}`).join(), /73 characters/);
});

test('past tense, third person and gerunds are refused', () => {
  for (const subject of ['Added reviews', 'Fixes the feed', 'Moving files', 'Updated docs']) {
    assert.match(checkMessage(subject).join(), /not the imperative/, subject);
  }
});

test('a full stop, a lower-case start and a body without a blank line are refused', () => {
  assert.match(checkMessage('Add reviews.').join(), /full stop/);
  assert.match(checkMessage('add reviews').join(), /capital/);
  assert.match(checkMessage('Add reviews\nbody right below').join(), /blank line/);
});

test("git's comment lines and merge subjects are left alone", () => {
  assert.deepEqual(checkMessage('# Please enter the commit message\nAdd reviews\n# comment'), []);
  assert.deepEqual(checkMessage(`Merge branch 'main' of somewhere with a very long name that goes past the limit`), []);
});

test('the hook exits non-zero on a bad message file and zero on a good one', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'commit msg '));
  const bad = path.join(dir, 'BAD');
  const good = path.join(dir, 'GOOD');
  writeFileSync(bad, `Added ${'a very long subject '.repeat(5)}\n`);
  writeFileSync(good, 'Add the commit-msg hook\n\nWhy and figures.\n');
  assert.throws(() => execFileSync(process.execPath, [script, bad], { stdio: 'pipe' }));
  execFileSync(process.execPath, [script, good], { stdio: 'pipe' });
});

test('npm install points git at .githooks, whose commit-msg runs this check', () => {
  const root = path.dirname(path.dirname(script));
  const pkg = JSON.parse(execFileSync('git', ['show', 'HEAD:package.json'], { cwd: root, encoding: 'utf8' }));
  assert.match(pkg.scripts.prepare, /core\.hooksPath \.githooks/);
  const hook = execFileSync('cat', [path.join(root, '.githooks', 'commit-msg')], { encoding: 'utf8' });
  assert.match(hook, /scripts\/commit-msg\.mjs/);
  const configured = execFileSync('git', ['config', 'core.hooksPath'], { cwd: root, encoding: 'utf8' }).trim();
  assert.equal(configured, '.githooks');
});
