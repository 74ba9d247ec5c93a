import { App } from 'antd';
import { useMemo } from 'react';
import { useT } from '../i18n/i18n';
import { errorText, isUnauthorized } from './api/errors';

/**
 * Toasts of the admin app (spec section 8 strings, in the language in force) on Ant Design's notification API, which
 * the app configures to show one at a time (spec section 9; admin-app.tsx).
 */
export function useFeedback() {
  const { notification } = App.useApp();
  const t = useT();
  return useMemo(
    () => ({
      success: (title: string, description?: string) =>
        notification.success({ title, description, placement: 'topRight', duration: 5 }),
      /** Destructive toast 'Error' with the message; a 401 is left to the session's redirect. */
      error: (error: unknown) => {
        if (isUnauthorized(error)) return;
        notification.error({
          title: t('toast.error'),
          description: errorText(error, t),
          placement: 'topRight',
          duration: 5,
        });
      },
    }),
    [notification, t],
  );
}
