import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmPanelProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the action runs: the confirm button stays focusable but does nothing. */
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An in-page confirmation ("Haluatko varmasti...?") instead of a modal dialog: it stays in the
 * page flow, so it is never cut off at high zoom. Focus moves to its heading when it opens; the
 * caller returns focus to the button that opened it on cancel.
 */
export function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Peruuta',
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="confirm-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="confirm-panel__title">
        {title}
      </h2>
      {children}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </section>
  );
}
