import { QueryContent, type LoadingQuery } from './load-error';

interface QueryStatusProps {
  query: LoadingQuery<unknown>;
  /** What failed to load, in plain language, e.g. "Ehdokkaiden lataaminen epäonnistui." */
  failedMessage: string;
}

/** While the query loads, the spinner; when it failed, the message and "Yritä uudelleen"; else nothing. */
export function QueryStatus({ query, failedMessage }: QueryStatusProps) {
  return (
    <QueryContent query={query} failedMessage={failedMessage}>
      {() => null}
    </QueryContent>
  );
}
