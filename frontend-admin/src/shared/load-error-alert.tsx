import { Alert, Button } from 'antd';
import { useT } from '../i18n/i18n';
import { errorText } from './api/errors';

/** A list that failed to load: what failed, why (the error code's message), and Retry. */
export function LoadErrorAlert({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorText(error, t)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
