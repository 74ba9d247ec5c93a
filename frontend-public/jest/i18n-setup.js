import { afterEach, beforeAll } from '@jest/globals';
import { configure } from '@testing-library/react';
import { preloadLazyComponents } from '../src/shared/lib/lazy';
import { memberChrome } from '../src/app/member-chrome-loader';
import { toastItem } from '../src/shared/ui/toast/toaster';
import '../src/app/routes';
import { activate } from '../src/i18n/i18n';

// findBy and waitFor wait up to 5 s (1 s by default): on a loaded machine (npm test runs two suites at once) a page's
// first answer took longer than 1 s, and service-detail-page.spec failed while nothing was wrong.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts in English, with the English catalog already active, and with the lazy pages (and the member's notices and header, a toast's code) loaded, so that
// pages render their words at once (in the first render, as the specs expect).
beforeAll(async () => {
  document.cookie = 'tara.lang=; path=/; max-age=0';
  await activate('en');
  await preloadLazyComponents();
  await memberChrome.load();
  await toastItem.load();
});

// No test inherits the previous one's session hint (test/auth.fixture.ts withSession sets it).
afterEach(() => {
  document.cookie = 'tara.signedin=; path=/; max-age=0';
});
