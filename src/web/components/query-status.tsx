import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import { PageLoading } from './page-loading';

/** The parts of a TanStack query result that tell how its load went. */
interface LoadingQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryStatusProps {
  query: LoadingQuery;
  /** What failed to load, in plain language, e.g. "Ehdokkaiden lataaminen epäonnistui." */
  failedMessage: string;
}

/** While the query loads, the spinner; when it failed, the message and "Yritä uudelleen"; else nothing. */
export function QueryStatus({ query, failedMessage }: QueryStatusProps) {
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return <LoadError message={failedMessage} onRetry={() => void query.refetch()} />;
  }
  return null;
}

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  failedMessage: string;
  children: (data: T) => ReactNode;
}

/** The query's data, once it is there; until then its QueryStatus. */
export function QueryContent<T>({ query, failedMessage, children }: QueryContentProps<T>) {
  if (query.isSuccess) return children(query.data);
  return <QueryStatus query={query} failedMessage={failedMessage} />;
}
