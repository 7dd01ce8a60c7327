import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** A question: "Poistetaanko kutsu?" */
  title: string;
  /** What happens if the reader confirms, in plain words. */
  children: ReactNode;
  /** The action itself: "Poista kutsu" (not "OK"). */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that remove something. */
  destructive?: boolean;
  /** While the action runs: buttons are inert and the confirm button says so. */
  pending?: boolean;
  /** The server's message when the action failed; shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  /** "Peruuta" and the Escape key. Not called while pending. */
  onCancel: () => void;
  /**
   * Where focus goes after closing when the button that opened the dialog is gone (for example
   * the row was removed). Defaults to the page's main heading.
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

function focusAfterClose(opener: Element | null, fallback: HTMLElement | null | undefined) {
  if (opener instanceof HTMLElement && opener.isConnected) {
    opener.focus();
    return;
  }
  const target = fallback ?? document.querySelector<HTMLElement>('main h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * A confirmation dialog on the native modal <dialog>: the rest of the page is inert, Escape
 * cancels, and focus starts on the safe choice ("Peruuta"). When it closes, focus returns to the
 * button that opened it (or `fallbackFocusRef`). Controlled: the parent owns `open`, runs the
 * action in `onConfirm` and closes the dialog when the action succeeded.
 *
 * ```tsx
 * <ConfirmDialog open={open} title="Perutaanko kutsu?" confirmLabel="Peru kutsu" destructive
 *   pending={mutation.isPending} error={mutation.error?.message}
 *   onConfirm={() => mutation.mutate(id)} onCancel={() => setOpen(false)}>
 *   <p>Kutsulinkki lakkaa toimimasta.</p>
 * </ConfirmDialog>
 * ```
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Peruuta',
  destructive = false,
  pending = false,
  error,
  onConfirm,
  onCancel,
  fallbackFocusRef,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      focusAfterClose(openerRef.current, fallbackFocusRef?.current);
    }
  }, [open, fallbackFocusRef]);

  // Unmounted while open (for example the page changed): let the browser tidy up.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: we close it ourselves so that `open` stays the single source of truth.
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={bodyId} className="confirm-dialog__body">
        {children}
      </div>
      {error && (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div className="button-row confirm-dialog__buttons">
        <button
          type="button"
          className={destructive ? 'button button--danger' : 'button button--primary'}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {pending ? 'Odota hetki...' : confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onCancel();
          }}
        >
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
