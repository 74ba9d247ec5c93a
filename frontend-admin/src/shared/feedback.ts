import { App } from 'antd';
import { useMemo } from 'react';

/** Toasts of the admin app (spec section 8 strings) on Ant Design's notification API. */
export function useFeedback() {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title: string, description?: string) =>
        notification.success({ title, description, placement: 'topRight', duration: 5 }),
      /** Destructive toast 'Error' with the message. */
      error: (description: string) => notification.error({ title: 'Error', description, placement: 'topRight', duration: 5 }),
    }),
    [notification],
  );
}
