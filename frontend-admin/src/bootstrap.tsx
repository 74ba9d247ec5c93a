// Standalone development entry (rspack serve on :4202). In production the shell mounts remote-entry.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AdminApp } from './app/admin-app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

function StandaloneHome() {
  return (
    <main style={{ padding: 32 }}>
      <h1>Tara Pampanga admin remote (standalone)</h1>
      <p>
        The public pages live in the shell. Open <a href="/admin">/admin</a>.
      </p>
    </main>
  );
}

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<AdminApp basename="/admin" />} />
        <Route path="*" element={<StandaloneHome />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
