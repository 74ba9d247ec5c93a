import { showFirstPaint } from './first-paint';

// The landing's hero from index.html, in the visitor's language, while the app loads (src/first-paint.ts).
showFirstPaint();

// Async boundary for Module Federation: shared singletons (react, react-dom, react-router) are
// negotiated before any application code runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[Tara Pampanga] the app failed to start', error);
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main style="max-width:32rem;margin:20vh auto;padding:0 1.25rem;text-align:center">' +
      '<h1 style="color:#8f1d14">We couldn\u2019t start Tara Pampanga</h1>' +
      '<p>Please check your connection and reload the page.</p></main>';
  }
});
