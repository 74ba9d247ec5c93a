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
    const filipino = { 'shell.start.title': 'Simula', 'shell.other': 'Iba pa' };
    expect(app({ 'i18n/en.json': catalog, 'i18n/fil.json': filipino })).toEqual([
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

  it('fails on a plural without the forms its language needs, and on Filipino plurals that use CLDR categories', () => {
    const problems = app({
      'i18n/en.json': {
        'a.reports': '{count, plural, other {# reports}}',
        'a.by': '{count, plural, one {By} few {By}}',
        'a.fine': '{count, plural, =1 {One place} other {# places}}',
        'a.label': '{count, plural, other {Reported by}}',
      },
      'i18n/fil.json': {
        'a.reports': '{count, plural, other {# ulat}}',
        'a.by': '{count, plural, one {Ni} other {Nina}}',
        'a.fine': '{count, plural, =0 {Walang lugar} =1 {Isang lugar} other {# lugar}}',
        'a.label': '{count, plural, =1 {Iniulat ni} other {Iniulat nina}}',
      },
      'page.tsx': "t('a.reports'); t('a.by'); t('a.fine'); t('a.label');",
    });
    expect(problems).toEqual([
      '"a.reports" in en.json: {count, plural} prints the count but has no \'one\' form',
      '"a.by" in en.json: {count, plural} has no \'other\' form',
      '"a.by" in en.json: {count, plural} uses \'few\', which en does not use',
      "\"a.by\" in fil.json: {count, plural} uses 'one', which fil does not use (Filipino's 'one' is also chosen for 2, 3, 5...: write =1)",
    ]);
  });

  it('fails on a Filipino message that is its English one, unless it keeps only the listed words', () => {
    const same = {
      'a.address': 'Address',
      'a.password': 'Password',
      'a.title': '{title} — Tara Pampanga',
      'a.count': '{count}/{max}',
      'a.greeting': 'Mabuhay, {name}!',
    };
    const problems = app({
      'i18n/en.json': same,
      'i18n/fil.json': same,
      'page.tsx': "t('a.address'); t('a.password'); t('a.title'); t('a.count'); t('a.greeting');",
    });
    expect(problems).toEqual([
      '"a.address" in fil.json is the English text "Address": translate it, or list its words in libs/i18n/same-in-every-language.json',
    ]);
  });
});
