import { createContext, useCallback, useContext, type ReactNode } from 'react';

const BasenameContext = createContext('/');

/** The path under which the shell mounted this remote ('/' for the public app). */
export function BasenameProvider({ basename, children }: { basename: string; children: ReactNode }) {
  return <BasenameContext.Provider value={basename}>{children}</BasenameContext.Provider>;
}

/** Builds absolute in-app paths under the basename: appPath('destinations') -> '/destinations'. */
export function useAppPath(): (path?: string) => string {
  const basename = useContext(BasenameContext);
  return useCallback((path = '') => `${basename.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`, [basename]);
}
