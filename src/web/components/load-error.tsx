import { useT } from '../i18n/hooks';

interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed data load: what went wrong in plain language and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const t = useT();
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
