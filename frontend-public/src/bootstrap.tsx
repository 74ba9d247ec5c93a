// Standalone development entry (rspack serve on :4201). In production the shell mounts remote-entry.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PublicApp } from './app/public-app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <PublicApp basename="/" />
    </BrowserRouter>
  </StrictMode>,
);
