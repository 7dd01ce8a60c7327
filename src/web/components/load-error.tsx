import type { ReactNode } from 'react';
import { useT } from '../i18n/hooks';
import type { ErrorCode } from '#core/error-codes';
import { ApiError } from '../lib/api';
import { PageLoading } from './page-loading';

/** Written out: the whole error catalogue would load with every voter page. */
const UNAVAILABLE: ErrorCode = 'unavailable';

interface LoadErrorProps {
  message: string;
  /** A second sentence, e.g. that the voter's answers are still on this device. */
  note?: string | undefined;
  onRetry: () => void;
}

/** A failed data load: what went wrong in plain language and a way to try again. */
export function LoadError({ message, note, onRetry }: LoadErrorProps) {
  const t = useT();
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      {note ? <p>{note}</p> : null}
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
  error?: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

interface QueryContentProps<T> {
  query: LoadingQuery<T>;
  /** What failed to load, in plain language, e.g. "Ehdokkaiden lataaminen epäonnistui." */
  failedMessage: string;
  children: (data: T) => ReactNode;
  /** On the voter's pages: say that the answers are still on this device when a load fails. */
  answersKept?: boolean;
}

/**
 * The query's data once it is there; while it loads, the spinner; when it failed, the message and
 * "Yritä uudelleen". (Beside LoadError so that a voter page loads both in one chunk.)
 */
export function QueryContent<T>({
  query,
  failedMessage,
  children,
  answersKept = false,
}: QueryContentProps<T>) {
  const t = useT();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    // The database is away for a moment (503 `unavailable`): the server's own words say to try
    // again shortly, in the page's language; nothing the voter did is wrong.
    const unavailable = query.error instanceof ApiError && query.error.code === UNAVAILABLE;
    return (
      <LoadError
        message={unavailable ? (query.error as ApiError).message : failedMessage}
        note={answersKept ? t('error.answersKept') : undefined}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return query.data === undefined ? null : children(query.data);
}
