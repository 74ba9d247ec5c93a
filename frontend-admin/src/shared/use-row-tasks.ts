import { useState } from 'react';
import { useFeedback } from './feedback';

/**
 * Actions on a table's rows (a role change, a toggle, a delete): while one runs its row is busy; then the success
 * toast (title and text), or the error's toast.
 */
export function useRowTasks(): {
  busy: Readonly<Record<string, boolean>>;
  run: (id: string, task: () => Promise<unknown>, success: [string, string?]) => Promise<void>;
} {
  const feedback = useFeedback();
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const run = async (id: string, task: () => Promise<unknown>, success: [string, string?]) => {
    setBusy((current) => ({ ...current, [id]: true }));
    try {
      await task();
      feedback.success(...success);
    } catch (reason) {
      feedback.error(reason);
    } finally {
      setBusy((current) => ({ ...current, [id]: false }));
    }
  };
  return { busy, run };
}
