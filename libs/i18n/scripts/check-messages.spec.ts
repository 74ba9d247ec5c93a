/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain ES module script without types
import { checkMessages } from './check-messages.mjs';

let appDir: string;

function app(files: Record<string, unknown>) {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(appDir, 'src', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return checkMessages(appDir) as string[];
}

beforeEach(() => {
  appDir = mkdtempSync(path.join(tmpdir(), 'i18n-check-'));
});
afterEach(() => rmSync(appDir, { recursive: true, force: true }));

describe('the message check', () => {
  it('passes when both languages have every message and the source uses each', () => {
    expect(
      app({
        'i18n/en.json': { 'nav.home': 'Home', 'list.count': '{count, plural, one {# place} other {# places}}' },
        'i18n/fil.json': { 'nav.home': 'Tahanan', 'list.count': '{count, plural, other {# lugar}}' },
        'page.tsx': 't(\'nav.home\'); <Trans id="list.count" />',
      }),
    ).toEqual([]);
  });

  it('fails when a message is missing in Filipino or in English', () => {
    const problems = app({
      'i18n/en.json': { 'nav.home': 'Home', 'nav.food': 'Food' },
      'i18n/fil.json': { 'nav.home': 'Tahanan', 'nav.deals': 'Mga Deal' },
      'page.tsx': "t('nav.home'); t('nav.food'); t('nav.deals');",
    });
    expect(problems).toContain('"nav.food" is in en.json but not in fil.json');
    expect(problems).toContain('"nav.deals" is in fil.json but not in en.json');
    expect(problems).toContain('src/page.tsx uses "nav.deals", which is not in en.json');
  });

  it("counts the build scripts' use (build/*.mjs: messages written into index.html), not other folders'", () => {
    const catalog = { 'shell.start.title': 'Start', 'shell.other': 'Other' };
    mkdirSync(path.join(appDir, 'build'), { recursive: true });
    writeFileSync(path.join(appDir, 'build', 'page.mjs'), "const KEYS = ['shell.start.title'];");
    mkdirSync(path.join(appDir, 'scripts'), { recursive: true });
    writeFileSync(path.join(appDir, 'scripts', 'other.mjs'), "const KEYS = ['shell.other'];");
    expect(app({ 'i18n/en.json': catalog, 'i18n/fil.json': catalog })).toEqual([
      '"shell.other" is in en.json but used nowhere in src/ or build/ (delete it, or write its id literally where it is used)',
    ]);
  });

  it('fails when a message is unused (tests do not count) or the source names an unknown id', () => {
    const problems = app({
      'i18n/en.json': { 'nav.home': 'Home', 'nav.old': 'Old' },
      'i18n/fil.json': { 'nav.home': 'Tahanan', 'nav.old': 'Luma' },
      'page.tsx': "t('nav.home'); t('nav.hoem'); t('toast.saved');",
      'page.spec.tsx': "t('nav.old');",
    });
    expect(problems).toEqual([
      'src/page.tsx uses "nav.hoem", which is not in en.json',
      'src/page.tsx uses "toast.saved", which is not in en.json',
      '"nav.old" is in en.json but used nowhere in src/ or build/ (delete it, or write its id literally where it is used)',
    ]);
  });

  it('fails on broken ICU and on placeholders the translation renamed', () => {
    const problems = app({
      'i18n/en.json': { 'a.count': '{count} places', 'a.broken': 'Hello' },
      'i18n/fil.json': { 'a.count': '{bilang} lugar', 'a.broken': '{oops' },
      'page.tsx': "t('a.count'); t('a.broken');",
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"a.count" in fil.json has the placeholders \{bilang\} but English has \{count\}/);
    expect(problems[1]).toMatch(/"a.broken" in fil.json is not valid ICU MessageFormat/);
  });
});
