import { useState } from 'react';
import { Provider } from 'react-redux';
import { BasenameProvider } from './basename';
import { PublicRoutes } from './routes';
import { makeStore } from './store';
import '../shared/styles/tokens.css';
import '../shared/styles/base.css';

export interface PublicAppProps {
  /** Path under which the shell mounts the app ('/'); routes below it are relative. */
  basename: string;
}

/**
 * The public and member app. It renders inside the router of whoever mounts it (the shell, or the
 * standalone dev bootstrap) and keeps its own Redux store: a fresh one per mount.
 */
export function PublicApp({ basename }: PublicAppProps) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <BasenameProvider basename={basename}>
        <div className="tp">
          <PublicRoutes />
        </div>
      </BasenameProvider>
    </Provider>
  );
}
