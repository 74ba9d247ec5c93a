// Every test starts in English, with the English catalog already active, so that pages render their words at once.
import { afterEach, beforeAll } from '@jest/globals';
import { activate } from '../src/i18n/i18n';

beforeAll(async () => {
  document.cookie = 'tara.lang=; path=/; max-age=0';
  await activate('en');
});

// No test inherits the previous one's session hint (test/auth.fixture.ts withSession sets it).
afterEach(() => {
  document.cookie = 'tara.signedin=; path=/; max-age=0';
});
