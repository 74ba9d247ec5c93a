import { Alert, Button } from 'antd';
import { useT } from '../i18n/i18n';
import { errorText } from './api/errors';

/** A list that failed to load: what failed, why (the error code's message), and Retry. */
export function LoadErrorAlert({
  title,
  error,
  onRetry,
  compact = true,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** A small Retry button (beside a table); false: the default size, where the alert stands in for the table. */
  compact?: boolean;
}) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorText(error, t)}
      action={
        <Button size={compact ? 'small' : undefined} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
