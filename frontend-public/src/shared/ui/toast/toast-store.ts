/** Spec section 9: one toast visible at a time (a new one replaces it), 5000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
/** Spec section 9: swipe right at least this many pixels to dismiss. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Spec section 9: this key moves focus to the notifications region. */
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until the toast closes by itself; Infinity keeps it open until dismissed. */
  duration?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
  /** Shows a toast, replacing the oldest once TOAST_LIMIT are shown; returns its id. */
  add(options: ToastOptions): number;
  dismiss(id?: number): void;
}

/** A small external store (one per app mount) read with useSyncExternalStore. */
export function createToastStore(limit = TOAST_LIMIT): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
    add({ title, description, variant = 'default', duration = TOAST_DEFAULT_DURATION }) {
      const id = nextId++;
      toasts = [...toasts, { id, title, description, variant, duration }].slice(-limit);
      emit();
      return id;
    },
    dismiss(id) {
      const next = id === undefined ? [] : toasts.filter((toast) => toast.id !== id);
      if (next.length === toasts.length) return;
      toasts = next;
      emit();
    },
  };
}
