import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useT } from '../i18n/hooks';
import { PageLoading } from './page-loading';

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

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** What could not be loaded, in plain language; "Yritä uudelleen" loads it again. */
  errorMessage: string;
  children: (data: T) => ReactNode;
}

/** A query's data once it is there: until then the loading screen, or the error and a retry. */
export function QueryContent<T>({ query, errorMessage, children }: QueryContentProps<T>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return <LoadError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
