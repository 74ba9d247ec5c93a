/**
 * Full page navigations (sign-in, sign-out, returning after sign-in). Kept behind one object so that tests
 * can replace `assign` (jsdom cannot navigate).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
