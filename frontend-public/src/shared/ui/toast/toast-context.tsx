import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createToastStore, type ToastOptions, type ToastStore } from './toast-store';

/** Fallback for code rendered outside a provider (nothing shows unless a <Toaster /> reads it too). */
const defaultStore = createToastStore();
const ToastStoreContext = createContext<ToastStore>(defaultStore);

/** One toast store per mount of the app (the layout provides it, with the <Toaster /> inside). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  return <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>;
}

export function useToastStore(): ToastStore {
  return useContext(ToastStoreContext);
}

export interface UseToast {
  /** Shows a toast (replacing the one shown); returns a function that closes it. */
  toast: (options: ToastOptions) => () => void;
  dismiss: (id?: number) => void;
}

export function useToast(): UseToast {
  const store = useToastStore();
  return useMemo(
    () => ({
      toast: (options: ToastOptions) => {
        const id = store.add(options);
        return () => store.dismiss(id);
      },
      dismiss: (id?: number) => store.dismiss(id),
    }),
    [store],
  );
}
