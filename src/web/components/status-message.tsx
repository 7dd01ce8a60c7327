import type { Ref } from 'react';
import type { StatusMessageValue } from './use-status-message';

interface StatusMessageProps {
  status: StatusMessageValue | null;
  /** Focus target after an action whose button disappeared (see ConfirmDialog). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A polite live region (role=status) that shows and announces success messages ("Kutsu
 * lähetettiin."). It is always in the page, so screen readers notice when text appears in it.
 * The message stays until the next one: no time limits. Use with `useStatusMessage()`.
 */
export function StatusMessage({ status, ref }: StatusMessageProps) {
  return (
    <div ref={ref} className="status-message" role="status" tabIndex={-1}>
      {status && (
        <p key={status.key} className="notice notice--success">
          {status.text}
        </p>
      )}
    </div>
  );
}
