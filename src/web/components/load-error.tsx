interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed data load: what went wrong in plain Finnish and a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Yritä uudelleen
      </button>
    </div>
  );
}
