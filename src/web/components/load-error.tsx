import type { ReactNode } from 'react';
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

/** The parts of a TanStack query result that tell how its load went, and its data. */
export interface LoadingQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

interface QueryContentProps<T> {
  query: LoadingQuery<T>;
  /** What failed to load, in plain language, e.g. "Ehdokkaiden lataaminen epäonnistui." */
  failedMessage: string;
  children: (data: T) => ReactNode;
}

/**
 * The query's data once it is there; while it loads, the spinner; when it failed, the message and
 * "Yritä uudelleen". (Beside LoadError so that a voter page loads both in one chunk.)
 */
export function QueryContent<T>({ query, failedMessage, children }: QueryContentProps<T>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return <LoadError message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  return query.data === undefined ? null : children(query.data);
}
