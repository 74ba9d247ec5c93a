import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage, currentLanguage } from '@tara/i18n';
import { App } from './app/App';
import { activate } from './i18n/i18n';

// <html lang> and the shell's messages follow the language in force from the first moment (the catalog download
// starts now, beside the remote's code, not after the first render).
const language = currentLanguage();
applyDocumentLanguage(language);
void activate(language).catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task that keeps a slow phone from responding (issue 13.5, Total Blocking Time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
