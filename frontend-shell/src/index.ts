import { afterFirstPaint, showFirstPaint, showStartFailure } from './first-paint';

// The landing's hero from index.html, in the visitor's language, while the app loads (src/first-paint.ts).
showFirstPaint();

// Async boundary for Module Federation: shared singletons (react, react-dom, react-router) are
// negotiated before any application code runs. Started once the browser has shown its first paint: the page's text
// and first cover from the HTML reach the screen before the app's code is fetched and run (src/first-paint.ts).
afterFirstPaint(() => {
  import('./bootstrap').catch((error: unknown) => {
    console.error('[Tara Pampanga] the app failed to start', error);
    showStartFailure();
  });
});
