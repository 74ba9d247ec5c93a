export { Toaster, whenToastsReady } from './toaster';
export { ToastProvider, useToast, type UseToast } from './toast-context';
export {
  TOAST_DEFAULT_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD,
  type ToastOptions,
  type ToastVariant,
} from './toast-store';
