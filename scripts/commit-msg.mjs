#!/usr/bin/env node
// The commit subject rule of CONTRIBUTING.md, run by .githooks/commit-msg (installed by `npm install`) and by
// `npm test` over the history since the rule began:
//   - a subject line of at most 72 characters, in the imperative ("Add", not "Added", "Adds" or "Adding");
//   - no full stop at its end; a blank line between the subject and the body (the why and the figures).
// Usage: node scripts/commit-msg.mjs <message-file>     (the hook)
//        node scripts/commit-msg.mjs --since <revision>  (every commit after <revision>)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;
const NOT_IMPERATIVE =
  /^(add|fix|mov|remov|updat|chang|renam|split|us|mak|allow|implement|refactor|improv|creat|delet|replac|bump|merg|revert|introduc|ensur|handl|support|clean|document|test|format)(ed|es|s|ing)\b/i;
const TOOL_PREFIX = /^(fixup!|squash!|amend!) /;

/** The problems of one commit message, as sentences; an empty list when it follows the rule. */
export function checkMessage(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length && lines[0] === '') lines.shift();
  const subject = (lines[0] ?? '').replace(TOOL_PREFIX, '');
  if (!subject) return ['the subject line is empty'];
  if (/^Merge /.test(subject) || /^Revert "/.test(subject)) return [];
  const problems = [];
  if (subject.length > MAX_SUBJECT)
    problems.push(`the subject has ${subject.length} characters (at most ${MAX_SUBJECT})`);
  if (subject.endsWith('.')) problems.push('the subject ends with a full stop');
  if (!/^[A-Z]/.test(subject)) problems.push('the subject starts with a capital letter ("Add …")');
  const first = subject.split(/\s+/)[0];
  if (NOT_IMPERATIVE.test(first)) problems.push(`"${first}" is not the imperative: write it as a command ("Add …")`);
  if (lines.length > 1 && lines[1] !== '') problems.push('a blank line goes between the subject and the body');
  return problems;
}

function report(label, problems) {
  for (const problem of problems) console.error(`${label}: ${problem}`);
}

const [flag, value] = process.argv.slice(2);
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (flag === '--since') {
    const log = execFileSync('git', ['log', '--format=%H%x00%B%x01', `${value}..HEAD`], { encoding: 'utf8' });
    let failed = 0;
    let passed = 0;
    for (const entry of log.split('\x01').filter((part) => part.trim())) {
      const [hash, message] = entry.replace(/^\n/, '').split('\0');
      const problems = checkMessage(message);
      if (problems.length) failed++;
      else passed++;
      report(hash.slice(0, 7), problems);
    }
    console.log(`commit subjects since ${value.slice(0, 7)}: ${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  } else if (flag) {
    const problems = checkMessage(readFileSync(flag, 'utf8'));
    if (problems.length) {
      report('commit message', problems);
      console.error('See CONTRIBUTING.md, "How to commit". The message was not committed.');
      process.exit(1);
    }
  } else {
    console.error('usage: commit-msg.mjs <message-file> | --since <revision>');
    process.exit(2);
  }
}
