import { useState, type FormEvent } from 'react';
import { translatedErrorMessage } from '../../shared/api/error-messages';
import { browserNavigation } from '../../shared/lib/browser-navigation';
import { useT } from '../../i18n/i18n';

/** What a mutation's trigger settles to (RTK Query: the data, or the error). */
type Sent = { data: unknown } | { error: unknown };

/**
 * The submit of the sign-in, sign-up and set-password forms: at most one at a time and none after success; the page's
 * own checks first (`check` returns false to stop; it may set the form's error or its fields' errors), then the
 * request; a refusal shows as the form's error, a success navigates (a full page load) to `destination`.
 */
export function useAuthSubmit(pending: boolean) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  const submit = async (event: FormEvent, check: () => boolean, send: () => Promise<Sent>, destination: string) => {
    event.preventDefault();
    if (pending || succeeded || !check()) return;
    setError(null);
    const result = await send();
    if ('error' in result) {
      setError(translatedErrorMessage(result.error, t, t('common.somethingWrong')));
      return;
    }
    setSucceeded(true);
    browserNavigation.assign(destination);
  };

  return { error, setError, succeeded, busy: pending || succeeded, submit };
}
