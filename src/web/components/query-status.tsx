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
