// Every test starts in English, with the English catalog already active, so that screens render their words at once.
import { beforeAll } from '@jest/globals';
import { activate } from '../src/i18n/i18n';

beforeAll(async () => {
  document.cookie = 'tara.lang=; path=/; max-age=0';
  await activate('en');
});
