import { loadLater } from '../i18n/i18n';
import { onDemand } from '../shared/lib/on-demand';
import { loadMoreIcons } from '../shared/ui/icon';

/**
 * The member's chrome (member-chrome.tsx: the header with search, Post and the profile menu, the bottom bar) with its
 * words (the catalog's member part) and icons: its own chunk, so that a visitor's pages never download it (issue
 * 13.5). The app loads it as it starts when there is a signed-in hint (public-app.tsx), and CurrentUserProvider when a
 * member is known.
 */
export const memberChrome = onDemand(() =>
  Promise.all([import('./member-chrome'), loadLater(['member']), loadMoreIcons()]).then(([module]) => module),
);
