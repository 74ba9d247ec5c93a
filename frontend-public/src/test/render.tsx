import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PublicApp } from '../app/public-app';

/** Renders the whole public app (fresh store per mount) at a path, inside a memory router like the shell's. */
export function renderPublicApp(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicApp basename="/" />
    </MemoryRouter>,
  );
}
